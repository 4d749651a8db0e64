/** The catalogue import's per-row problems, in Hindi. */
import type { ownerImport as en } from '../en/owner-import';

export const ownerImport = (): Record<keyof typeof en, string> => ({
  'problem.import.cellCount':
    'इस पंक्ति में {cells, plural, one {# खाना है} other {# खाने हैं}}; शीर्ष पंक्ति में {columns, plural, one {# कॉलम है} other {# कॉलम हैं}}।',
  'problem.import.rupees': '{column}: रुपये ऐसे लिखें, जैसे 45 या 45.50 (दशमलव के बाद अधिकतम 2 अंक)।',
  'problem.import.wholeNumber': '{column}: पूरी संख्या लिखें, या {column} न गिनना हो तो खाली छोड़ दें।',
  'problem.import.gstPercent': '{column}: जीएसटी प्रतिशत लिखें, जैसे 5 या 18।',
  'problem.import.categoryEmpty': '{column}: श्रेणी का नाम या आईडी लिखें।',
  'problem.import.categoryRouteWord': '{column}: {id} शब्द स्टोरफ़्रंट अपने पन्नों के लिए इस्तेमाल करता है; कोई दूसरा चुनें।',
  'problem.import.categoryTooLong': '{column}: श्रेणी के नाम में अधिकतम {max} अक्षर हो सकते हैं।',
  'problem.import.categoryNoId':
    '{column}: "{name}" से कोई आईडी नहीं बन सकती; अक्षरों या अंकों वाला नाम, या श्रेणी की आईडी लिखें।',
  'problem.import.notUtf8': '{column}: इसमें ऐसे अक्षर हैं जो UTF-8 में नहीं हैं; शीट को "CSV UTF-8" के रूप में सहेजें और फिर से आयात करें।',
  'problem.import.badText': '{field}: इसमें कोई नियंत्रण वर्ण या टूटा हुआ यूनिकोड वर्ण है; उसे हटा दें।',
  'problem.import.repeated': '{id} इस आयात में दो बार है (पहली बार पंक्ति {first} में)।',
  'problem.import.unknownCategory': '{field}: {id} नाम की कोई श्रेणी न इस दुकान में है, न इस आयात में।',
});
