/** Refusals and answers the server writes (API `rsn`, islands, no-JS pages): domain rules name them (domain/i18n/said.ts). */
export const problems = {
  // coupons (domain/cart/coupons.ts)
  'problem.coupon.unknown': '{code} is not a valid coupon code.',
  'problem.coupon.unknownBlank': 'This coupon code is not valid.',
  'problem.coupon.notStarted': '{code} can be used from {date}.',
  'problem.coupon.expired': '{code} expired on {date}.',
  'problem.coupon.usedUp': '{code} has been fully redeemed.',
  'problem.coupon.alreadyUsed': 'You have already used {code}.',
  'problem.coupon.belowMinimum': 'Add {missing} more to use {code}.',
  // quantities (domain/cart/quantity.ts)
  'problem.quantity.notANumber': 'Please enter the quantity as a number.',
  'problem.quantity.notWhole': 'Please enter a whole number for the quantity.',
  'problem.quantity.tooSmall': 'The quantity must be at least 1.',
  'problem.quantity.tooLarge': 'You can order at most {max} of an item at a time.',
  // paying (domain/orders/payment.ts)
  'problem.pay.codOff': 'This shop does not take cash on delivery. Please choose another way to pay.',
  'problem.pay.codRefused': 'Cash on delivery is not available for your account because earlier deliveries were refused. Please pay online.',
  'problem.pay.codLimit': 'Cash on delivery is available up to {max}. Please pay online for this order.',
  'problem.pay.upiOff': 'This shop does not take UPI payments. Please choose another way to pay.',
  'problem.pay.walletOff': 'This shop does not take wallet payments.',
  'problem.pay.walletEmpty': 'Your wallet is empty. Please choose cash on delivery.',
  'problem.pay.udhaarOff': 'This shop does not offer udhaar (store credit).',
  'problem.pay.udhaarLimit': 'Your udhaar limit allows {available} more; this order is {total}.',
  // delivery (domain/orders/delivery-area.ts)
  'problem.delivery.badPin': 'A PIN code is 6 digits and does not start with 0 (for example 110001).',
  'problem.delivery.yes': 'Yes, {shop} delivers to {pin}.',
  'problem.delivery.no': 'Sorry, {shop} does not deliver to {pin} yet.',
  'problem.delivery.notServiceable': 'Sorry, this shop does not deliver to {pin} yet. Please choose another address.',
  // checkout (domain/orders/quote.ts)
  'problem.checkout.removeCoupon': '{reason} Remove it from your bag to continue.',
  // WhatsApp hand-offs (domain/orders/whatsapp-order.ts)
  'whatsapp.order.placed': 'Hello {shop}, I have placed order {id}:',
  'whatsapp.order.more': 'and {count} more',
  'whatsapp.order.total': 'Total {total}.',
  'whatsapp.order.track': 'Track: {url}',
  'whatsapp.status': 'Hello from {shop}. Your order {id}: {status}.',
  'whatsapp.status.track': 'Track it here: {url}',
} as const;
