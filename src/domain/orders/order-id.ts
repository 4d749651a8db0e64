/**
 * Order numbers shoppers read out on the phone: the shop's date in India and six characters without
 * look-alikes (no 0/O, 1/I/L), e.g. `260514-K7Q2MX`. About 10^9 per day, so a clash is as good as never;
 * the orders table's primary key still refuses one and placement draws again.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ORDER_ID = /^\d{6}-[2-9A-HJKMNP-Z]{6}$/;

export function newOrderId(
  now: number,
  random: (b: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const ist = new Date(now + 330 * 60_000);
  const day = `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}${String(ist.getUTCDate()).padStart(2, '0')}`;
  const tail = Array.from(random(new Uint8Array(6)), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${day}-${tail}`;
}

/** True for something that can be one of our order numbers (anything else is 404 without a lookup). */
export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID.test(value);
}
