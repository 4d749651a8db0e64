/** The plugins bundle's words in Tamil. */
export const install = () => ({
  'install.prompt.label': 'செயலியை நிறுவு',
  'install.prompt.text': '{shop} ஐ உங்கள் தொலைபேசியில் நிறுவுங்கள்',
  'install.prompt.yes': 'நிறுவு',
  'install.prompt.no': 'இப்போது வேண்டாம்',
  'push.alertsOn': 'சலுகை அறிவிப்புகள் இயக்கத்தில் உள்ளன',
  'push.dismiss': 'மூடு',
  'push.defaultTitle': 'கடையிலிருந்து செய்தி',
});
