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
  'problem.pay.codRefused':
    'Cash on delivery is not available for your account because earlier deliveries were refused. Please pay online.',
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
  // stock and the bag (domain/cart/stock.ts, bag-lines.ts, manual-items.ts, add-refusals.ts, choice.ts, gst.ts)
  'problem.stock.out': 'Sorry, {item} is out of stock.',
  'problem.stock.allInBag': 'You already have all the available {item} in your bag.',
  'problem.stock.onlyMore': 'Only {left} more of {item} can be added.',
  'problem.bag.full':
    'Your bag can hold {max, plural, one {# item} other {# different items}}. Please remove one first.',
  'problem.bag.lineGone': 'That item is no longer in your bag.',
  'problem.bag.notInBag': 'That item is not in your bag.',
  'problem.bag.lineMismatch': 'The item does not match the bag line.',
  'problem.bag.differentCatalogue': 'The item you are trying to add is from different catalog.',
  'problem.bag.manualFull': 'Your list can hold {max, plural, one {# manual item} other {# manual items}}.',
  'problem.bag.manualGone': 'That manual item is no longer in your bag.',
  'problem.bag.manualName': 'Please type what you need (up to 120 characters).',
  'problem.bag.manualImage': 'The photo must be a link starting with https://.',
  'problem.bag.sessionGone': 'Your bag session has expired. Please try again.',
  'problem.bag.signInFirst': 'Please sign in first.',
  'problem.bag.unknownCall': 'There is no such cart call.',
  'problem.item.unknown': 'That item is not sold in this shop.',
  'problem.item.unavailable': 'Sorry, {item} is not available right now.',
  'problem.choice.unknownSize': 'That size is not available for this item.',
  'problem.choice.sizeRequired': 'Please choose a size.',
  'problem.choice.unknownColor': 'That colour is not available for this item.',
  'problem.choice.colorRequired': 'Please choose a colour.',
  'problem.choice.unknownVariant': 'The option you chose is not available for this item.',
  'problem.choice.variantRequired': 'Please choose an option before adding this item.',
  'problem.choice.variantGone': 'The option you chose is no longer available. Please choose another.',
  'problem.delivery.outOfRadius':
    'Sorry, this shop delivers only within {radius} km and your address is {distance} km away.',
  // checkout and placing (domain/orders/quote.ts, place-refusals.ts, rewards.ts, idempotency.ts)
  'problem.checkout.emptyBag': 'Your bag is empty. Add something before you check out.',
  'problem.checkout.itemGone': 'Sorry, {item} is no longer available. Please remove it from your bag.',
  'problem.checkout.outOfStock': 'Sorry, {item} is out of stock. Please remove it from your bag.',
  'problem.checkout.fewerLeft':
    '{count, plural, one {Only # of {item} is left.} other {Only # of {item} are left.}} Please change the quantity in your bag.',
  'problem.checkout.couponGone': '{code} is no longer available. Remove it from your bag to continue.',
  'problem.checkout.belowMinimum': 'Add {missing} more to place your order (minimum {minimum}).',
  'problem.checkout.walletShort': 'Your wallet has only {balance}, not the {amount} you chose to pay from it.',
  'problem.checkout.walletAmount': 'You can pay at most {max} from your wallet for this order.',
  'problem.checkout.walletAmountOnlyWallet': 'wallet_amount is only for payment_method WALLET.',
  'problem.checkout.addressGone': 'We could not find that address. Please choose another one.',
  'problem.checkout.choosePayment': 'Please choose how to pay.',
  'problem.checkout.priceChanged':
    'Your order total is now {total}: prices or charges changed since you opened checkout. Please check it and place the order again.',
  'problem.checkout.alreadyOrdered': 'This bag has already been ordered. Add items again to place a new order.',
  'problem.checkout.alreadyOrderedYours':
    'This bag has already been ordered (order #{id}). Add items again to place a new order.',
  'problem.checkout.keyReused':
    'This order request was already used with different details. Please start checkout again.',
  'problem.checkout.sessionGone': 'Your bag session has expired. Please open your bag and try again.',
  'problem.checkout.soldOutNow': 'Sorry, {item} just sold out. Please remove it from your bag.',
  'problem.checkout.fewLeftNow': 'Only {left} of {item} left now. Please change the quantity in your bag.',
  'problem.checkout.stockChanged': 'The stock changed while you were ordering. Please try again.',
  'problem.checkout.couponUsedUpNow': '{code} has just been fully redeemed. Remove it from your bag to continue.',
  'problem.checkout.couponUsedUpNowBlank':
    'This coupon has just been fully redeemed. Remove it from your bag to continue.',
  'problem.checkout.busyPlacing': 'Your order is being placed. Please wait a moment.',
  'problem.checkout.tryAgain': 'We could not place your order just now. Please try again.',
  'problem.checkout.bagChanged': 'Your bag changed while you were ordering. Please check it and place the order again.',
  'problem.checkout.rewardsChanged':
    'Your reward points changed while you were ordering. Please check checkout and try again.',
  'problem.checkout.walletChanged':
    'Your wallet balance changed while you were ordering. Please check the payment and try again.',
  'problem.checkout.udhaarOver': 'This order would take your udhaar past its limit. Please choose another way to pay.',
  'problem.checkout.badGstin':
    'A GSTIN has 15 characters (for example 07AAACB2230M1ZT) and its last character checks the others. Please check it, or leave it empty.',
  'problem.rewards.badPoints': 'reward_points must be a whole number of points.',
  'problem.rewards.off': 'This shop does not take reward points as payment.',
  'problem.rewards.short': 'You have {balance, plural, one {# point} other {# points}}, not {points}.',
  'problem.rewards.overLimit':
    'You can use at most {max, plural, one {# point} other {# points}} ({value}) on this order.',
  // rate limits the shopper meets (domain/rate-limits.ts)
  'problem.rate.couponPerBag': 'Too many coupon tries on this bag. Please wait a minute and try again.',
  'problem.rate.couponPerAddress': 'Too many coupon tries from your network. Please wait a minute and try again.',
  'problem.rate.signIn': 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  'problem.rate.order': 'You are placing orders too quickly. Please wait a minute and try again.',
  'problem.rate.newBag': 'Too many new bags from your network. Please wait a minute and try again.',
  // WhatsApp hand-offs (domain/orders/whatsapp-order.ts)
  'problem.signin.badBody': 'The request body must be a JSON object.',
  'problem.signin.unavailable': 'We cannot confirm your sign-in right now. Please try again in a minute.',
  'problem.signin.expired': 'Your sign-in has expired. Please sign in again.',
  'problem.signin.invalid': 'We could not confirm your sign-in. Please sign in again.',
  'whatsapp.order.placed': 'Hello {shop}, I have placed order {id}:',
  'whatsapp.order.more': 'and {count} more',
  'whatsapp.order.total': 'Total {total}.',
  'whatsapp.order.track': 'Track: {url}',
  'whatsapp.status': 'Hello from {shop}. Your order {id}: {status}.',
  'whatsapp.status.track': 'Track it here: {url}',
} as const;
