/** The plugins bundle's words (client/plugins: the install banner, offer alerts), carried by <body> data attributes. */
export const install = {
  'install.prompt.label': 'Install app',
  'install.prompt.text': 'Install {shop} on your phone',
  'install.prompt.yes': 'Install',
  'install.prompt.no': 'Not now',
  'push.alertsOn': 'Offer alerts are on',
  'push.dismiss': 'Dismiss',
  'push.defaultTitle': 'Message from the shop',
};
