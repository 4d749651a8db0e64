import type { ShopData } from '../../data/shop/shop-data';
import { textStream } from '../../core/text-stream';
import { exportAddresses, exportProfile, listingPages, orderPages } from '../../data/shop/account-export';
import { accountStanding, endSessions, eraseAccount } from '../../data/shop/account-erasure';
import {
  checkDeletion,
  dataExportChunks,
  dataFileName,
  type DeletionCheck,
  type ExportSection,
} from '../../domain/account/data-rights';
import { log } from '../../core/log';
import type { Fail, Ok } from '../../core/result';

/** The shopper's data rights, shared by the account API and the account pages. */

export const DATA_FILE_HEADERS = (filename: string): Record<string, string> => ({
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

export interface Shopper {
  uid: string;
  phone: string;
  email: string;
  name: string;
}

/**
 * "Download my data": the profile, addresses, orders with their lines, wallet, udhaar and rewards entries,
 * reviews, questions, product requests, wishlist and reseller commissions, as one JSON file written page by page.
 */
export function accountDataFile(
  shop: ShopData,
  shopper: Shopper,
  shopName: string,
  now: number,
): { body: ReadableStream<Uint8Array>; filename: string } {
  const { uid } = shopper;
  const sections: ExportSection[] = [
    {
      name: 'profile',
      one: async () => ({
        uid,
        phone: shopper.phone,
        email: shopper.email,
        sign_in_name: shopper.name,
        ...(await exportProfile(shop, uid)),
      }),
    },
    { name: 'addresses', one: () => exportAddresses(shop, uid) },
    { name: 'orders', pages: () => orderPages(shop, uid) },
    { name: 'wallet_entries', pages: () => listingPages(shop, uid, 'wallet') },
    { name: 'udhaar_entries', pages: () => listingPages(shop, uid, 'udhaar') },
    { name: 'reward_entries', pages: () => listingPages(shop, uid, 'rewards') },
    { name: 'reviews', pages: () => listingPages(shop, uid, 'reviews') },
    { name: 'questions', pages: () => listingPages(shop, uid, 'questions') },
    { name: 'product_requests', pages: () => listingPages(shop, uid, 'suggestions') },
    { name: 'wishlist', pages: () => listingPages(shop, uid, 'wishlist') },
    { name: 'reseller_transactions', pages: () => listingPages(shop, uid, 'resellerTransactions') },
  ];
  const header = {
    format: 'storefront-account-data/1',
    shop: { id: shop.id, name: shopName },
    exported_at: new Date(now).toISOString(),
  };
  return {
    body: textStream(dataExportChunks(header, sections), { storeId: shop.id, file: 'account data' }),
    filename: dataFileName(shop.id, now),
  };
}

export type Deletion = Ok<{ changed: Record<string, number>; forfeited: number }> | Extract<DeletionCheck, Fail>;

/**
 * "Delete my account": refused while an order is on its way, udhaar is owed, or the wallet holds other than the
 * confirmed `forfeit`; otherwise the shop's rows go in one transaction (data/account-erasure.ts) and the
 * shopper's sessions after it. Two deletes at once: the second finds nothing left and answers the same.
 */
export async function deleteAccount(
  shop: ShopData,
  platformDb: D1Database,
  uid: string,
  forfeit: number | null,
  now: number,
): Promise<Deletion> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const standing = await accountStanding(shop, uid);
    const check = checkDeletion(standing, forfeit);
    if (!check.ok) return check;
    const erased = await eraseAccount(shop, uid, forfeit, crypto.randomUUID(), now);
    if (erased.ok) {
      const sessions = await endSessions(platformDb, uid);
      log('info', 'account deleted', { storeId: shop.id, rows: erased.changed, sessions });
      return {
        ok: true,
        changed: { ...erased.changed, sessions },
        forfeited: erased.changed.forfeit ? standing.walletBalance : 0,
      };
    }
    // the standing changed between the read and the transaction (an order placed, a debt written): ask again
  }
  throw new Error('account deletion kept meeting a changing standing');
}
