/**
 * What deleting a shopper's account does to every table that holds their uid (DPDP Act 2023: erase personal data
 * once its purpose is served, unless a law requires keeping it; the GST law keeps tax invoices, and the shop's
 * books keep money moved). Three ways:
 * - `erase`: the rows go (profile, addresses, wishlist, sessions, ...);
 * - `anonymise`: the row stays for others to read, the uid becomes a tombstone and the name columns are cleared
 *   (reviews and questions show "A shopper");
 * - `detach`: the row stays whole for the owner and the law, only the uid column becomes a tombstone, so signing in
 *   again with the same Firebase account finds none of it.
 * Kept as data so a test can hold it against the schema; data/account-erasure.ts turns it into the statements of
 * the delete call's one transaction.
 */
export type ErasureWay = 'erase' | 'anonymise' | 'detach';
export type Home = 'shop' | 'platform';

export interface ErasureRule {
  table: string;
  home: Home;
  /** The columns naming the shopper (bound to the uid); for `bags` the uid column. */
  uidColumns: readonly string[];
  way: ErasureWay;
  /** anonymise: columns cleared to ''. */
  clears?: readonly string[];
  why: string;
}

export const ERASURE_PLAN: readonly ErasureRule[] = [
  { table: 'customers', home: 'shop', uidColumns: ['uid'], way: 'erase', why: 'the profile: name, phone, limits' },
  { table: 'addresses', home: 'shop', uidColumns: ['uid'], way: 'erase', why: 'delivery addresses' },
  { table: 'wishlist', home: 'shop', uidColumns: ['uid'], way: 'erase', why: 'saved items' },
  {
    table: 'wallet_accounts',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'erase',
    why: 'balances: refused while udhaar is owed; a wallet balance only after the shopper confirms its forfeit',
  },
  {
    table: 'reward_entries',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'erase',
    why: 'points are no money the law asks to keep; they are forfeited with the account',
  },
  { table: 'suggestions', home: 'shop', uidColumns: ['uid'], way: 'erase', why: 'product requests' },
  {
    table: 'resellers',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'erase',
    why: 'the reseller application and its bank details',
  },
  {
    table: 'bags',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'erase',
    why: "the shopper's bags (their lines go with the bag's sid)",
  },
  {
    table: 'reviews',
    home: 'shop',
    uidColumns: ['user_id'],
    way: 'anonymise',
    clears: ['author_name'],
    why: 'other shoppers still read the review, by "A shopper"',
  },
  {
    table: 'questions',
    home: 'shop',
    uidColumns: ['user_id'],
    way: 'anonymise',
    clears: ['author_name'],
    why: "the shop's answer helps other shoppers",
  },
  {
    table: 'push_subscriptions',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'erase',
    why: 'offer alerts sent to the browsers the shopper subscribed while signed in (schema v13 links them)',
  },
  {
    table: 'orders',
    home: 'shop',
    uidColumns: ['uid', 'reseller_uid'],
    way: 'detach',
    why: 'tax invoices name the order and its bill-to address; GST law keeps them (the owner still opens them)',
  },
  {
    table: 'wallet_entries',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'detach',
    why: "the shop's books: money paid and refunded",
  },
  {
    table: 'reseller_transactions',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'detach',
    why: 'commissions paid are part of the books',
  },
  {
    table: 'coupon_redemptions',
    home: 'shop',
    uidColumns: ['uid'],
    way: 'detach',
    why: "a coupon's use count stays right",
  },
  { table: 'sessions', home: 'platform', uidColumns: ['uid'], way: 'erase', why: 'signs the shopper out everywhere' },
];

/**
 * Tables that hold no uid and stay: invoices and credit notes name only the order (kept by GST law). A push
 * subscription made signed out has no uid (schema v13 added the column) and is nobody's to erase.
 */
export const KEPT_WITHOUT_UID = ['invoices', 'credit_notes', 'order_items', 'order_events'] as const;

/**
 * A tombstone for the rows of one deletion: never a Firebase uid (those are at most 128 chars of [A-Za-z0-9]), and
 * one per deletion, so two deleted shoppers' reviews of the same item stay two rows (reviews are unique by uid).
 */
export const tombstoneOf = (deletionId: string) => `deleted:${deletionId}`;

export function ruleFor(table: string): ErasureRule | undefined {
  return ERASURE_PLAN.find((r) => r.table === table);
}
