import { walletOptions } from './wallet';

type EntryKey =
  | 'orders'
  | 'wallet'
  | 'rewards'
  | 'questions'
  | 'addresses'
  | 'requests'
  | 'blogs'
  | 'wishlist'
  | 'download'
  | 'information'
  | 'reseller'
  | 'support';

export interface AccountEntry {
  key: EntryKey;
  label: string;
  hint: string;
  /** a link, or null for entries the page handles itself (download app, support) */
  href: string | null;
}

/** Paths of the account pages (spec 2). */
export const accountPaths = {
  home: (s: string) => `/${s}/account`,
  page: (s: string, page: string) => `/${s}/account/pages/${page}`,
};

/**
 * The account screen's entries in the spec's order. Wallet shows only when the shop's WALLET_CONFIG allows
 * a wallet or udhaar; support only when the shop can be reached (phone, WhatsApp or live chat).
 */
export function accountEntries(
  storeId: string,
  opts: { walletConfig?: { wallet?: boolean; udhaar?: boolean }; canContact: boolean },
): AccountEntry[] {
  const p = (page: string) => accountPaths.page(storeId, page);
  const wallet = walletOptions(opts.walletConfig);
  const all: (AccountEntry | null)[] = [
    { key: 'orders', label: 'Orders', hint: 'Track and view your orders', href: p('orders') },
    wallet.wallet || wallet.udhaar
      ? {
          key: 'wallet',
          label: 'Wallet',
          hint: wallet.udhaar ? 'Wallet and udhaar (credit)' : 'Balance and history',
          href: p('customerwallets'),
        }
      : null,
    { key: 'rewards', label: 'Rewards', hint: 'Points earned and spent', href: p('rewards') },
    { key: 'questions', label: 'Asked questions', hint: 'Questions you asked about items', href: p('questions') },
    { key: 'addresses', label: 'Addresses', hint: 'Where we deliver your orders', href: p('addresses') },
    { key: 'requests', label: 'Requests', hint: 'Ask the shop for a product', href: p('suggestions') },
    { key: 'blogs', label: 'Blogs', hint: 'News and stories from the shop', href: `/${storeId}/content/blogs` },
    { key: 'wishlist', label: 'Wishlist', hint: 'Items you saved for later', href: p('wishlist') },
    { key: 'download', label: 'Download app', hint: 'Add the shop to your home screen', href: null },
    { key: 'information', label: 'Information', hint: 'About the shop, timings and policies', href: p('about') },
    { key: 'reseller', label: 'Reseller', hint: 'Earn by sharing the shop', href: p('reseller') },
    opts.canContact ? { key: 'support', label: 'Support', hint: 'Talk to customer care', href: null } : null,
  ];
  return all.filter((e): e is AccountEntry => e !== null);
}
