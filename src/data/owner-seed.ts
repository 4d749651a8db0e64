import { createHash } from 'node:crypto';
import { devOwnerKey, keyPrefix } from '../domain/owner/keys';
import { ownerKeyInsertSql } from './owner-keys';

/**
 * Provisioning (seed/provision-sql.ts): one deterministic demo owner key per demo shop,
 * `dev_owner_{storeId}`. The seed only ever runs against local D1; the Worker also refuses `dev_owner_`
 * keys unless ENVIRONMENT is "development", so these rows are useless anywhere else.
 * Synchronous (provisioning builds SQL text), hence node:crypto; the hash equals hashOwnerKey's.
 */
export function devOwnerKeyStatements(shop: { store: { id: string } }): string[] {
  const environment = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.ENVIRONMENT;
  if (environment && environment !== 'development') return [];
  const key = devOwnerKey(shop.store.id);
  const keyHash = createHash('sha256').update(key).digest('hex');
  return [ownerKeyInsertSql({ keyHash, storeId: shop.store.id, label: 'demo key (development only)', keyPrefix: keyPrefix(key), createdAt: 0 }, true)];
}
