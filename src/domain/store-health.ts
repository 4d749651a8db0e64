/** A shop's health decides which screen its pages show. */
export type StoreHealth = 'valid' | 'invalid' | 'server-error' | 'reported';

export function storeHealth(lookup: { found: boolean; failed: boolean; reported: boolean }): StoreHealth {
  if (lookup.failed) return 'server-error';
  if (!lookup.found) return 'invalid';
  if (lookup.reported) return 'reported';
  return 'valid';
}

export const HEALTH_HTTP_STATUS: Record<StoreHealth, number> = {
  valid: 200,
  invalid: 404,
  'server-error': 503,
  reported: 200,
};

/** How an API call for a shop that cannot serve it is refused: the HTTP status and the shopper's sentence. */
export interface ShopRefusal {
  http: 404 | 403 | 503;
  rsn: string;
  code: 'STORE_NOT_FOUND' | 'STORE_REPORTED' | 'SERVER_ERROR';
  field?: 'storeID';
}

/**
 * The one ladder every API call climbs for its shop: unknown (or suspended) is 404, unreachable is 503, and a
 * reported shop is 403 for the calls that change or reveal a shopper's things (`refuseReported`): bag, account.
 */
/** The refusal for a shop that cannot be reached (also one found without its settings). */
export const UNREACHABLE_SHOP: ShopRefusal = { http: 503, rsn: 'We cannot reach our servers', code: 'SERVER_ERROR' };

export function shopRefusal(health: StoreHealth, { refuseReported }: { refuseReported: boolean }): ShopRefusal | null {
  if (health === 'invalid')
    return {
      http: 404,
      rsn: 'This shop does not exist. Please check the link.',
      code: 'STORE_NOT_FOUND',
      field: 'storeID',
    };
  if (health === 'server-error') return UNREACHABLE_SHOP;
  if (health === 'reported' && refuseReported)
    return { http: 403, rsn: 'This shop is not taking orders right now.', code: 'STORE_REPORTED' };
  return null;
}
