/** What a custom domain's proof lookups found while it is pending, in Hindi. */
import type { ownerDomains as en } from '../en/owner-domains';

export const ownerDomains = (): Record<keyof typeof en, string> => ({
  'problem.domain.pending': '{host} अभी सत्यापित नहीं हुआ है।{dns}{http}',
  'problem.domain.dnsFound': ' डीएनएस: {finding}',
  'problem.domain.httpFound': ' एचटीटीपी: {finding}',
  'problem.domain.tooSlow': 'जवाब आने में बहुत देर लगी।',
  'problem.domain.requestFailed': 'अनुरोध विफल रहा।',
  'problem.domain.dnsUnreadable': 'डीएनएस जाँच से कोई पढ़ने योग्य जवाब नहीं मिला।',
  'problem.domain.dnsFailed': 'डीएनएस जाँच विफल रही; कुछ मिनट बाद फिर कोशिश करें।',
  'problem.domain.dnsFailedCode': 'डीएनएस जाँच विफल रही ({code}); कुछ मिनट बाद फिर कोशिश करें।',
  'problem.domain.dnsFailedBecause': 'डीएनएस जाँच विफल रही: {why}',
  'problem.domain.noTxt': '{name} पर अभी कोई TXT रिकॉर्ड नहीं है (नए डीएनएस रिकॉर्ड दिखने में कुछ मिनट लग सकते हैं)।',
  'problem.domain.txtOther': '{name} के TXT रिकॉर्ड में {records} है, इस डोमेन का टोकन नहीं।',
  'problem.domain.fileUnfetched': '{url} नहीं खुल सका: {why}',
  'problem.domain.redirectsElsewhere': 'यह किसी दूसरे होस्ट ({host}) पर भेज देता है।',
  'problem.domain.redirectsTooOften': 'यह बहुत बार आगे भेजता है।',
  'problem.domain.fileStatus': '{url} ने HTTP {status} लौटाया, टोकन फ़ाइल नहीं।',
  'problem.domain.fileOther': '{url} में इस डोमेन का टोकन नहीं है (इसकी शुरुआत {start} है)।',
});
