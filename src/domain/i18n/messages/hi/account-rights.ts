import type { accountRights as english } from '../en/account-rights';

/** Hindi for en/account-rights.ts: every id, the same placeholders. */
export const accountRights = (): Record<keyof typeof english, string> => ({
  'rights.section.title': 'आपका डेटा',
  'rights.download.label': 'मेरा डेटा डाउनलोड करें',
  'rights.download.hint': 'आपकी प्रोफ़ाइल, पते, ऑर्डर, वॉलेट, उधार और रिवॉर्ड की एंट्री, समीक्षाएँ और सवाल, एक JSON फ़ाइल में',
  'rights.delete.label': 'मेरा खाता मिटाएँ',
  'rights.delete.hint': 'इस दुकान में अपना खाता मिटाएँ',
  'rights.delete.title': 'अपना खाता मिटाएँ',
  'rights.delete.intro':
    '{shop} में अपना खाता मिटाने से आपकी प्रोफ़ाइल, पते, सहेजे गए आइटम, रिवॉर्ड पॉइंट, प्रोडक्ट अनुरोध, बैग और सूचना सदस्यताएँ मिट जाती हैं, और आप हर डिवाइस से साइन आउट हो जाते हैं।',
  'rights.delete.keeps':
    'GST कानून के अनुसार दुकान आपके पुराने ऑर्डर के टैक्स इनवॉइस रखती है, पर वे अब आपसे जुड़े नहीं रहते। आपकी समीक्षाएँ और सवाल दुकान पर "एक ग्राहक" के नाम से दिखते रहेंगे।',
  'rights.delete.again': 'बाद में फिर से साइन इन करने पर आपको एक नया, खाली खाता मिलेगा।',
  'rights.delete.downloadFirst': 'चाहें तो पहले अपना डेटा डाउनलोड कर लें।',
  'rights.delete.confirm': 'मेरा खाता मिटाएँ',
  'rights.delete.cancel': 'मेरा खाता रहने दें',
  'rights.delete.refusedTitle': 'आपका खाता अभी नहीं मिटाया जा सकता',
  'rights.delete.walletTitle': 'अपना वॉलेट बैलेंस छोड़ना है?',
  'rights.delete.walletText': 'आपके वॉलेट में {amount} हैं। खाता मिटने के बाद यह रकम न खर्च हो सकेगी, न लौटाई जा सकेगी।',
  'rights.delete.walletConfirm': '{amount} छोड़ें और मेरा खाता मिटाएँ',
  'rights.deleted.title': 'आपका खाता मिटा दिया गया है',
  'rights.deleted.text': 'हमने {shop} में आपका खाता मिटा दिया है और आपको साइन आउट कर दिया है।',
  'rights.deleted.home': 'दुकान पर वापस जाएँ',
  'rights.refused.orderInProgress':
    '{count, plural, one {आपका एक ऑर्डर अभी चल रहा है। उसके डिलीवर या रद्द होने के बाद आपका खाता मिटाया जा सकता है।} other {आपके # ऑर्डर अभी चल रहे हैं। उनके डिलीवर या रद्द होने के बाद आपका खाता मिटाया जा सकता है।}}',
  'rights.refused.udhaarOwed':
    'आप पर इस दुकान का {amount} उधार बाकी है। पहले दुकान से इसका हिसाब कर लें; फिर आपका खाता मिटाया जा सकता है।',
  'rights.refused.walletNotConfirmed': 'आपके वॉलेट में {amount} हैं। खाता मिटाने से यह रकम छूट जाती है: कृपया इस रकम की पुष्टि करें।',
});
