import type { DirectoryPatch, DirectoryShop } from '../data/platform/directory';
import type { PatchShopBody } from './schemas';

/** A directory row as the operator API shows it (field names as the storefront's store object uses them). */
export function shopView(shop: DirectoryShop) {
  return {
    id: shop.id,
    name: shop.name,
    status: shop.status,
    IS_STORE_REPORTED: shop.status === 'reported',
    REPORT_TEXT: shop.reportText,
    OWNER_NAME: shop.ownerName,
    VALIDATED_PHONE: shop.validatedPhone,
    ownerPhone: shop.ownerPhone,
    createdAt: shop.createdAt,
    updatedAt: shop.updatedAt,
  };
}

/** IS_STORE_REPORTED is another way to say the status; an explicit status wins over it. */
export function directoryPatchOf(body: PatchShopBody): DirectoryPatch {
  const reported = body.IS_STORE_REPORTED;
  return {
    name: body.name,
    status: body.status ?? (reported === undefined ? undefined : reported ? 'reported' : 'active'),
    reportText: body.REPORT_TEXT,
    ownerName: body.OWNER_NAME,
    validatedPhone: body.VALIDATED_PHONE,
  };
}
