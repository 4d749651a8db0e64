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
