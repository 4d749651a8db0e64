/** The owner API's refusals in Hindi. */
export const ownerApi = () => ({
  'problem.owner.required': '{field} ज़रूरी है।',
  'problem.owner.invalid': '{field} का मान सही नहीं है।',
  'problem.owner.unknownField': '"{field}" नाम का कोई फ़ील्ड नहीं है। इसे हटाएँ और केवल बताए गए फ़ील्ड भेजें।',
  'problem.owner.movedField': '{field} यहाँ नहीं बदला जा सकता; इसका अपना अलग एंडपॉइंट है।',
  'problem.owner.noSuchThing': 'इस दुकान में ऐसा कुछ नहीं है।',
  'problem.owner.noSuchItem': 'ऐसा कोई सामान नहीं है।',
  'problem.owner.noSuchCategory': 'ऐसी कोई श्रेणी नहीं है।',
  'problem.owner.itemExists': '{id} नाम का सामान पहले से है।',
  'problem.owner.categoryExists': '{id} नाम की श्रेणी पहले से है।',
  'problem.owner.categoryNotEmpty':
    'इस श्रेणी में अभी {count, plural, one {# सामान} other {# सामान}} है। पहले उन्हें किसी दूसरी श्रेणी में ले जाएँ, या हटा दें।',
  'problem.owner.unknownMoveTo': 'जहाँ सामान ले जाना है, वह श्रेणी {id} इस दुकान में नहीं है।',
  'problem.owner.moveToSame': 'सामान ले जाने के लिए कोई दूसरी श्रेणी चुनें।',
  'problem.owner.notArchived': 'यह सामान संग्रहीत नहीं है: यह पहले से बिक्री पर है।',
  'problem.owner.unknownCategory': 'CAT_ID: इस दुकान में {id} नाम की कोई श्रेणी नहीं है।',
  'problem.owner.editConflict':
    'आपके खोलने के बाद किसी और ने यह सामान सहेज दिया, इसलिए आपका बदलाव सहेजा नहीं गया। उनका बदलाव देखने के लिए सामान फिर से खोलें, फिर अपना बदलाव करें।',
  'problem.owner.badIfMatch': 'If-Match में सामान का वही ETag भेजें जो आपने पढ़ा था, जैसे "v1764153600000"।',
  'problem.report.noGst': 'इस दुकान का GST पंजीकरण नहीं है, इसलिए बताने के लिए कोई GST दस्तावेज़ नहीं है। पहले इसका GSTIN जोड़ें।',
  'problem.report.noShop': 'हमें यह दुकान नहीं मिली।',
  'problem.report.badMonth': 'महीना YYYY-MM के रूप में चुनें, जैसे 2026-05।',
  'problem.report.badDays': 'पहला और आख़िरी दिन YYYY-MM-DD के रूप में चुनें; आख़िरी दिन पहले दिन से पहले न हो।',
  'problem.report.tooLong':
    'एक रिपोर्ट में ज़्यादा से ज़्यादा {days, plural, one {# दिन आता है} other {# दिन आते हैं}}: छोटी अवधि चुनें।',
});
