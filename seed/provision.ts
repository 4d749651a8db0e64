import { storeSchema } from '../src/domain/tables/stores';
import type { SeedShop } from './types';

/**
 * What the platform holds of a demo shop before its owner sets it up: the directory entry an operator
 * creates (`POST /platform/api/shops`) and the platform's report fields (`PATCH`).
 */
export function platformShop(shop: SeedShop): { create: { id: string; name: string }; patch: Record<string, unknown> } {
  const s = storeSchema.parse(shop.store);
  const patch: Record<string, unknown> = {};
  if (s.IS_STORE_REPORTED) Object.assign(patch, { IS_STORE_REPORTED: true, REPORT_TEXT: s.REPORT_TEXT });
  if (s.VALIDATED_PHONE) patch.VALIDATED_PHONE = s.VALIDATED_PHONE;
  if (s.OWNER_NAME && s.IS_STORE_REPORTED) patch.OWNER_NAME = s.OWNER_NAME;
  return { create: { id: s.id, name: s.STORE_NAME }, patch };
}
