/** The shopper's data rights: "Download my data" and "Delete my account" (account home, the delete pages, the API's refusals). */
export const accountRights = {
  'rights.section.title': 'Your data',
  'rights.download.label': 'Download my data',
  'rights.download.hint':
    'A JSON file of your profile, addresses, orders, wallet, udhaar and rewards entries, reviews and questions',
  'rights.delete.label': 'Delete my account',
  'rights.delete.hint': 'Erase your account in this shop',
  'rights.delete.title': 'Delete your account',
  'rights.delete.intro':
    'Deleting your account in {shop} erases your profile, addresses, saved items, reward points, product requests, bags and notification subscriptions, and signs you out on every device.',
  'rights.delete.keeps':
    'The shop keeps the tax invoices of your past orders, as the GST law requires, no longer linked to you. Your reviews and questions stay on the shop, shown as "A shopper".',
  'rights.delete.again': 'If you sign in again later, you start with a new, empty account.',
  'rights.delete.downloadFirst': 'You may want to download your data first.',
  'rights.delete.confirm': 'Delete my account',
  'rights.delete.cancel': 'Keep my account',
  'rights.delete.refusedTitle': 'Your account cannot be deleted yet',
  'rights.delete.walletTitle': 'Give up your wallet balance?',
  'rights.delete.walletText':
    'Your wallet holds {amount}. Once your account is deleted it cannot be spent or paid out.',
  'rights.delete.walletConfirm': 'Give up {amount} and delete my account',
  'rights.deleted.title': 'Your account is deleted',
  'rights.deleted.text': 'We have erased your account in {shop} and signed you out.',
  'rights.deleted.home': 'Back to the shop',
  'rights.refused.orderInProgress':
    '{count, plural, one {You have an order in progress. Your account can be deleted once it is delivered or cancelled.} other {You have # orders in progress. Your account can be deleted once they are delivered or cancelled.}}',
  'rights.refused.udhaarOwed':
    'You owe this shop {amount} of udhaar. Please settle it with the shop first; then your account can be deleted.',
  'rights.refused.walletNotConfirmed':
    'Your wallet holds {amount}. Deleting your account gives it up: please confirm that amount.',
} as const;
