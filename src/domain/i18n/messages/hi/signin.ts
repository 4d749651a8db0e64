import type { signin as en } from '../en/signin';

export const signin = (): Record<keyof typeof en, string> => ({
  'login.error.wrongCode': 'यह कोड सही नहीं है। कृपया SMS देखकर फिर से कोशिश करें।',
  'login.error.codeExpired': 'इस कोड की अवधि ख़त्म हो गई है। कृपया नया कोड मँगाएँ।',
  'login.error.tooMany': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'login.error.badPhone': 'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें।',
  'login.error.wrongPassword': 'ईमेल या पासवर्ड सही नहीं है।',
  'login.error.noAccount': 'इस ईमेल से कोई खाता नहीं है। “खाता बनाएँ” चुनें।',
  'login.error.emailTaken': 'इस ईमेल से एक खाता पहले से है। कृपया साइन इन करें।',
  'login.error.weakPassword': 'कृपया कम से कम 6 अक्षरों का पासवर्ड चुनें।',
  'login.error.badEmail': 'कृपया सही ईमेल पता लिखें।',
  'login.error.offline': 'साइन इन सेवा से संपर्क नहीं हो पा रहा। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  'login.error.other': 'साइन इन नहीं हो सका ({code})। कृपया फिर से कोशिश करें।',
});
