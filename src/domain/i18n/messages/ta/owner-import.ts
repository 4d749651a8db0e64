/** The catalogue import's per-row problems, in Tamil. */
import type { ownerImport as en } from '../en/owner-import';

export const ownerImport = (): Record<keyof typeof en, string> => ({
  'problem.import.cellCount':
    'இந்த வரிசையில் {cells, plural, one {# கட்டம் உள்ளது} other {# கட்டங்கள் உள்ளன}}; தலைப்பு வரிசையில் {columns, plural, one {# நெடுவரிசை உள்ளது} other {# நெடுவரிசைகள் உள்ளன}}.',
  'problem.import.rupees': '{column}: ரூபாயை 45 அல்லது 45.50 போல எழுதவும் (தசமத்துக்குப் பின் அதிகபட்சம் 2 இலக்கங்கள்).',
  'problem.import.wholeNumber': '{column}: முழு எண்ணை எழுதவும், அல்லது {column} எண்ணப்படாவிட்டால் காலியாக விடவும்.',
  'problem.import.gstPercent': '{column}: ஜிஎஸ்டி சதவீதத்தை 5 அல்லது 18 போல எழுதவும்.',
  'problem.import.categoryEmpty': '{column}: வகையின் பெயரையோ அடையாளத்தையோ எழுதவும்.',
  'problem.import.categoryRouteWord':
    '{column}: {id} என்ற சொல்லைக் கடை தன் பக்கங்களுக்குப் பயன்படுத்துகிறது; வேறொன்றைத் தேர்ந்தெடுக்கவும்.',
  'problem.import.categoryTooLong': '{column}: வகையின் பெயரில் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்.',
  'problem.import.categoryNoId':
    '{column}: "{name}" இலிருந்து அடையாளத்தை உருவாக்க முடியாது; எழுத்துகள் அல்லது இலக்கங்கள் உள்ள பெயரையோ, வகையின் அடையாளத்தையோ எழுதவும்.',
  'problem.import.notUtf8':
    '{column}: இதில் UTF-8 இல் இல்லாத எழுத்துகள் உள்ளன; தாளை "CSV UTF-8" ஆகச் சேமித்து மீண்டும் இறக்குமதி செய்யவும்.',
  'problem.import.badText': '{field}: இதில் ஒரு கட்டுப்பாட்டு எழுத்து அல்லது உடைந்த யூனிகோட் எழுத்து உள்ளது; அதை நீக்கவும்.',
  'problem.import.repeated': '{id} இந்த இறக்குமதியில் இரண்டு முறை உள்ளது (முதலில் வரிசை {first} இல்).',
  'problem.import.unknownCategory': '{field}: {id} என்ற வகை இந்தக் கடையிலும் இல்லை, இந்த இறக்குமதியிலும் இல்லை.',
});
