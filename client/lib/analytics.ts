/** Islands report shop events (add_to_cart, begin_checkout, purchase); the pixels plugin forwards them if the shop has pixels. */
export function track(
  name: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase',
  data: Record<string, unknown> = {},
): void {
  window.dispatchEvent(new CustomEvent('storefront:track', { detail: { name, data } }));
}
