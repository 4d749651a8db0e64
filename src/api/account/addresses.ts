import { Hono } from 'hono';
import { addressInputSchema, distanceFromShop, type AddressInput, MAX_ADDRESSES } from '../../domain/account/address';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../data/shop/account-addresses';
import type { CartRules } from '../../domain/tables/store-fields';
import { fail, ok } from '../../core/reply';
import { isRecordId, notFound, validBody, type AccountEnv } from './context';
import { shopOf } from '../../middleware/shop-context';

/**
 * /api/v2/account/addresses: GET list; POST add; PUT /{id} replace; DELETE /{id}; POST /{id}/default.
 * Body fields: NAME, PHONE (10-digit Indian mobile), LINE1, LINE2?, LANDMARK?, CITY, STATE, PIN (6 digits),
 * LAT/LNG (picked location, ignored when the shop sets IS_LOCATION_PICK_DISABLED), IS_DEFAULT?.
 * DISTANCE (km from the shop's LAT_LNG) is computed here; a DISTANCE in the body is ignored.
 */
export const addressesApi = new Hono<AccountEnv>();

/** Location only where the shop picks locations; the distance follows from it. */
function placed(rules: CartRules, a: AddressInput): { a: AddressInput; km: number | null } {
  const input = rules.IS_LOCATION_PICK_DISABLED ? { ...a, LAT: null, LNG: null } : a;
  return { a: input, km: distanceFromShop(rules, input) };
}

addressesApi.get('/', async (c) => {
  const { storeId, user } = c.get('account');
  return ok(c, { addresses: await listAddresses(shopOf(c, storeId), user.uid) });
});

addressesApi.post('/', async (c) => {
  const { storeId, user, tenant } = c.get('account');
  const body = await validBody(c, addressInputSchema);
  if ('reply' in body) return body.reply;
  const { a, km } = placed(tenant.store.CART_RULES, body.data);
  const saved = await createAddress(shopOf(c, storeId), user.uid, a, km, Date.now());
  if (saved === 'LIMIT')
    return fail(c, 409, `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one first.`, 'ADDRESS_LIMIT');
  return ok(c, { msg: 'Address saved', address: saved });
});

addressesApi.put('/:id', async (c) => {
  const { storeId, user, tenant } = c.get('account');
  const id = c.req.param('id');
  if (!isRecordId(id)) return notFound(c, 'address');
  const body = await validBody(c, addressInputSchema);
  if ('reply' in body) return body.reply;
  const { a, km } = placed(tenant.store.CART_RULES, body.data);
  const saved = await updateAddress(shopOf(c, storeId), user.uid, id, a, km, Date.now());
  return saved ? ok(c, { msg: 'Address updated', address: saved }) : notFound(c, 'address');
});

addressesApi.post('/:id/default', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('id');
  if (!isRecordId(id) || !(await setDefaultAddress(shopOf(c, storeId), user.uid, id))) return notFound(c, 'address');
  return ok(c, { msg: 'Default address changed', addresses: await listAddresses(shopOf(c, storeId), user.uid) });
});

addressesApi.delete('/:id', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('id');
  if (!isRecordId(id) || !(await deleteAddress(shopOf(c, storeId), user.uid, id))) return notFound(c, 'address');
  return ok(c, { msg: 'Address deleted', addresses: await listAddresses(shopOf(c, storeId), user.uid) });
});
