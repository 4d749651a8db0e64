/** The plugins bundle's words in Hindi. */
export const install = () => ({
  'install.prompt.label': 'ऐप इंस्टॉल करें',
  'install.prompt.text': '{shop} को अपने फ़ोन पर इंस्टॉल करें',
  'install.prompt.yes': 'इंस्टॉल करें',
  'install.prompt.no': 'अभी नहीं',
  'push.alertsOn': 'ऑफ़र अलर्ट चालू हैं',
  'push.dismiss': 'बंद करें',
  'push.defaultTitle': 'दुकान से संदेश',
});
