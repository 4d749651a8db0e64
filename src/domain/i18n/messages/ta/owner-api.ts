/** The owner API's refusals in Tamil. */
export const ownerApi = () => ({
  'problem.owner.required': '{field} தேவை.',
  'problem.owner.invalid': '{field} மதிப்பு சரியில்லை.',
  'problem.owner.unknownField': '"{field}" என்ற புலம் இல்லை. அதை நீக்கி, குறிப்பிட்ட புலங்களை மட்டும் அனுப்பவும்.',
  'problem.owner.movedField': '{field} ஐ இங்கே மாற்ற முடியாது; அதற்குத் தனி முனையம் உள்ளது.',
  'problem.owner.noSuchThing': 'இந்தக் கடையில் அப்படி எதுவும் இல்லை.',
  'problem.owner.noSuchItem': 'அப்படி ஒரு பொருள் இல்லை.',
  'problem.owner.noSuchCategory': 'அப்படி ஒரு வகை இல்லை.',
  'problem.owner.itemExists': '{id} என்ற பொருள் ஏற்கனவே உள்ளது.',
  'problem.owner.categoryExists': '{id} என்ற வகை ஏற்கனவே உள்ளது.',
  'problem.owner.categoryNotEmpty':
    'இந்த வகையில் இன்னும் {count, plural, one {# பொருள்} other {# பொருட்கள்}} உள்ளன. முதலில் அவற்றை வேறு வகைக்கு மாற்றுங்கள், அல்லது நீக்குங்கள்.',
  'problem.owner.unknownMoveTo': 'பொருட்களை மாற்ற வேண்டிய வகை {id} இந்தக் கடையில் இல்லை.',
  'problem.owner.moveToSame': 'பொருட்களை மாற்ற வேறு ஒரு வகையைத் தேர்ந்தெடுங்கள்.',
  'problem.owner.notArchived': 'இந்தப் பொருள் காப்பகத்தில் இல்லை: அது ஏற்கனவே விற்பனையில் உள்ளது.',
  'problem.owner.unknownCategory': 'CAT_ID: இந்தக் கடையில் {id} என்ற வகை இல்லை.',
  'problem.owner.editConflict':
    'நீங்கள் திறந்த பிறகு வேறொருவர் இந்தப் பொருளைச் சேமித்தார், எனவே உங்கள் மாற்றம் சேமிக்கப்படவில்லை. அவரது மாற்றத்தைப் பார்க்கப் பொருளை மீண்டும் திறந்து, பிறகு உங்கள் மாற்றத்தைச் செய்யவும்.',
  'problem.owner.badIfMatch': 'If-Match இல் நீங்கள் படித்த பொருளின் ETag ஐ அனுப்பவும், எடுத்துக்காட்டு "v1764153600000".',
  'problem.report.noGst': 'இந்தக் கடைக்கு GST பதிவு இல்லை, எனவே தெரிவிக்க GST ஆவணங்கள் இல்லை. முதலில் அதன் GSTIN ஐச் சேர்க்கவும்.',
  'problem.report.noShop': 'இந்தக் கடையை எங்களால் கண்டுபிடிக்க முடியவில்லை.',
  'problem.report.badMonth': 'மாதத்தை YYYY-MM வடிவில் தேர்ந்தெடுக்கவும், எடுத்துக்காட்டு 2026-05.',
  'problem.report.badDays':
    'முதல் மற்றும் கடைசி நாளை YYYY-MM-DD வடிவில் தேர்ந்தெடுக்கவும்; கடைசி நாள் முதல் நாளுக்கு முன் இருக்கக்கூடாது.',
  'problem.report.tooLong':
    'ஒரு அறிக்கை அதிகபட்சம் {days, plural, one {# நாளை} other {# நாட்களை}} உள்ளடக்கும்: குறைவான காலத்தைத் தேர்ந்தெடுக்கவும்.',
});
