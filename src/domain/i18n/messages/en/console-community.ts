/** The console's pages for writing back to shoppers: answers, product requests, reseller applications. */
export const consoleCommunity = {
  'console.questions.answer': 'Your answer',
  'console.questions.hide': 'Keep this question off the shop',
  'console.questions.save': 'Save answer',
  'console.requests.title': 'Product requests',
  'console.requests.none': 'No product requests yet.',
  'console.requests.status': 'Status',
  'console.requests.status.OPEN': 'New',
  'console.requests.status.IN_PROGRESS': 'Getting it in',
  'console.requests.status.AVAILABLE': 'In stock now',
  'console.requests.status.DECLINED': 'Not stocking it',
  'console.requests.reply': 'Reply to the shopper',
  'console.requests.save': 'Save reply',
  'console.resellers.title': 'Reseller applications',
  'console.resellers.none': 'No applications yet.',
  'console.resellers.status.PENDING': 'Waiting for you',
  'console.resellers.status.APPROVED': 'Approved',
  'console.resellers.status.REJECTED': 'Turned down',
  'console.resellers.note': 'Note to the applicant',
  'console.resellers.approve': 'Approve',
  'console.resellers.reject': 'Turn down',
  'console.shop.earnPer': 'One point for every (₹ of an order)',
  'console.shop.earnPerBad':
    'Enter rupees from 1 to 1,00,000, like 100: an order earns one point for every that many rupees.',
  'console.shop.invoiceSeries': 'Invoice series (optional)',
  'console.shop.invoiceSeriesHint':
    '1 to 3 letters or digits, like DK: your invoices then read DK/26-27/000001. Empty: INV. The numbers run on.',
} as const;
