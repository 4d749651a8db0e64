import { signal } from '@preact/signals-core';
import type { CartView } from '../../src/domain/cart/cart-view';
import { postApi, type Reply } from './api';
import { bagCount } from './signals';
import { showToast } from './toast';

/** The latest bag any island received; the bag screen and the badge follow it. */
export const cart = signal<CartView | null>(null);

const fail = (message: string) => showToast(message, 'error');

/**
 * Calls `/api/v2/plugins/cart/{call}`. Status 406 means the server dropped the session cookie:
 * take a new session (getCartSessionID) and retry once. Status 0 reasons are shown as toasts;
 * callers handle status 1, 3 and 100 themselves. Null when nothing usable came back.
 */
export async function cartCall(
  storeId: string,
  call: string,
  body: object = {},
  retried = false,
): Promise<Reply | null> {
  let reply: Reply;
  try {
    reply = await postApi(`/v2/plugins/cart/${call}`, storeId, body);
    if (reply.status === 406 && !retried) {
      const fresh = await postApi('/v2/plugins/cart/getCartSessionID', storeId);
      if (fresh.status !== 1) throw new Error('no session');
      return cartCall(storeId, call, body, true);
    }
  } catch (err) {
    fail(
      retried || (err as Error).message === 'no session'
        ? 'Cart fetching failed!'
        : `Request failed with error: ${(err as Error).message}`,
    );
    return null;
  }
  if (reply.cart) {
    cart.value = reply.cart;
    bagCount.value = reply.cart.NUMBER_OF_ITEMS_CART;
  }
  if (reply.status === 0) fail(reply.rsn || 'Something went wrong. Please try again.');
  if (reply.status === 406) fail('Cart fetching failed!');
  return reply;
}

/** What the toasts say in the page's language; without it, the spec's English words and the API's. */
export interface AddWords {
  added: string;
  cleared: string;
}

/**
 * Adds an item for the add-to-bag island (loaded on its first submit, so item cards cost almost no
 * JavaScript up front). Returns the reply's status: 100 asks the caller for the single-catalogue dialog.
 */
export async function addToBag(
  storeId: string,
  body: object,
  clearFirst = false,
  words?: AddWords,
): Promise<number | undefined> {
  if (clearFirst) {
    const cleared = await cartCall(storeId, 'clearCart');
    if (cleared?.status !== 1) return cleared?.status;
    showToast(words?.cleared ?? 'Cart cleared successfully!');
  }
  const r = await cartCall(storeId, 'addProductToCart', body);
  if (r?.status === 1) showToast(words?.added ?? (r.msg || 'Added to your bag.'));
  return r?.status;
}
