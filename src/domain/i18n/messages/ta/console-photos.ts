/** The console's item photos, in Tamil. */
export const consolePhotos = () => ({
  'console.photos.name': 'படம் {n}',
  'console.photos.main': 'முதன்மைப் படம்',
  'console.photos.makeMain': 'முதன்மையாக்கு',
  'console.photos.moveUp': 'மேலே நகர்த்து',
  'console.photos.moveDown': 'கீழே நகர்த்து',
  'console.photos.remove': 'நீக்கு',
  'console.photos.removeTitle': 'இந்தப் படத்தை நீக்கவா?',
  'console.photos.removeWhat':
    'படம் இந்தப் பொருளிலிருந்து நீங்கும், அதன் சேமித்த நகல்கள் அழிக்கப்படும். வாடிக்கையாளர்களுக்கு அடுத்த படம் தெரியும்.',
  'console.photos.removeYes': 'ஆம், நீக்கு',
  'console.newPhotos.label': 'படங்கள் (ஒன்று அல்லது பல)',
  'console.newPhotos.hint': 'கேமரா அல்லது கேலரியிலிருந்து. முதல் படம் முதன்மையானது; சேமித்த பின் வரிசையை மாற்றலாம்.',
  'console.newPhotos.preparing': 'படங்கள் சிறிதாக்கப்படுகின்றன…',
  'console.newPhotos.ready': '{count, plural, one {# படம் அனுப்பத் தயார்} other {# படங்கள் அனுப்பத் தயார்}}',
  'console.newPhotos.unreadable': 'படம் {n} இந்த ஃபோனில் படிக்க முடியவில்லை; அப்படியே அனுப்பப்படும்.',
  'console.newPhotos.again': 'உங்கள் படங்கள் வைக்கப்படவில்லை: சேமிக்கும் முன் மீண்டும் தேர்ந்தெடுங்கள்.',
  'console.newPhotos.refused': 'படம் {n} ({name}) சேர்க்கப்படவில்லை: {reason}',
  'console.newPhotos.tooMuch':
    'ஒரே நேரத்தில் {mb} MB-க்கு மேல் படங்கள். குறைவான படங்களுடன் சேமித்து, மீதியைப் பொருள் பக்கத்தில் சேர்க்கவும்.',
  'console.catalogue.archived': 'காப்பகத்தில்',
  'console.categories.delete': 'நீக்கு',
  'console.categories.deleteTitle': 'இந்த வகையை நீக்கவா?',
  'console.categories.deleteEmpty': 'இதில் பொருட்கள் இல்லை. நீக்கினால் கடையின் பட்டியலிலிருந்து போய்விடும்.',
  'console.categories.deleteMove':
    '{count, plural, one {இதில் # பொருள் உள்ளது (காப்பகத்தில் உள்ளவையும் சேர்த்து). அது எங்கே போக வேண்டும் எனத் தேர்ந்தெடுங்கள்; பிறகு வகை நீக்கப்படும்.} other {இதில் # பொருட்கள் உள்ளன (காப்பகத்தில் உள்ளவையும் சேர்த்து). அவை எங்கே போக வேண்டும் எனத் தேர்ந்தெடுங்கள்; பிறகு வகை நீக்கப்படும்.}}',
  'console.categories.moveTo': 'பொருட்களை இங்கே நகர்த்து',
  'console.categories.noOther': 'முதலில் வேறொரு வகையை உருவாக்குங்கள்: பொருட்கள் போக ஒன்று வேண்டும்.',
  'console.categories.deleteYes': 'ஆம், நீக்கு',
  'console.categories.moveAndDelete': 'பொருட்களை நகர்த்தி நீக்கு',
});
