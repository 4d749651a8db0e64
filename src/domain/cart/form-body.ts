/**
 * The bag's no-JavaScript forms post flat fields to /{storeId}/bag/do; this maps them to the JSON
 * body of the cart call, so a form and the API go through exactly the same checks. Islands use it
 * too when they take over a form's submit. Digits become numbers; anything else is passed on as
 * typed, for the call to refuse with a readable reason.
 */

const FORM_CALLS = [
  'addProductToCart',
  'updateCart',
  'removeCartItem',
  'clearCart',
  'addCouponToCart',
  'removeCouponFromCart',
  'addManualItem',
  'removeManualItem',
] as const;
export type FormCall = (typeof FORM_CALLS)[number];

export function isFormCall(call: string): call is FormCall {
  return (FORM_CALLS as readonly string[]).includes(call);
}

type Get = (field: string) => string | null;

const text = (v: string | null) => (v === null || v === '' ? undefined : v);
const num = (v: string | null): number | string | undefined =>
  v === null || v.trim() === '' ? undefined : /^\s*\d+\s*$/.test(v) ? Number(v) : v;

export function formBody(call: FormCall, get: Get): Record<string, unknown> {
  switch (call) {
    case 'addProductToCart':
      return {
        item: {
          ID: get('itemId') ?? '',
          selectedSize: text(get('size')),
          selectedColor: text(get('color')),
          variantKey: text(get('variantKey')),
          selectedQuantity: num(get('qty')),
        },
      };
    case 'updateCart':
      return { product_id_in_cart: get('line') ?? '', product_qty: num(get('qty')) ?? '' };
    case 'removeCartItem':
      return { product_id_in_cart: get('line') ?? '' };
    case 'addCouponToCart':
      return { coupon_id: get('code') ?? '' };
    case 'addManualItem':
      return { manual_item: { name: get('name') ?? '', quantity: num(get('qty')), id: text(get('id')) } };
    case 'removeManualItem':
      return { manual_item_id: get('id') ?? '' };
    default:
      return {};
  }
}
