import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Address } from '../../domain/account/address';
import type { Item } from '../../domain/tables/items';
import { isInStock } from '../../domain/cart/stock';
import { Island } from '../../render/island';
import accountAddresses from '../../../client/islands/account-addresses';
import accountWishlist, { type WishItem } from '../../../client/islands/account-wishlist';
import { pictureParts } from '../../domain/images/picture';
import { AccountFrame } from './frame';
import { useT } from '../../isomorphic/i18n';
import { useLocalItem } from '../layout/page-context';

type Base = { tenant: LiveTenant; origin: string };

/** /account/pages/addresses: the address book island (works on the JSON API). */
export function AddressesPage({ tenant, origin, addresses }: Base & { addresses: Address[] }) {
  const rules = tenant.store.CART_RULES;
  const locationPick = !rules.IS_LOCATION_PICK_DISABLED && Boolean(rules.LAT_LNG);
  const { t } = useT();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.addresses')}>
      <Island hydrate="load" of={accountAddresses} props={{ storeId: tenant.storeId, addresses, locationPick }} />
    </AccountFrame>
  );
}

function toWishItem(i: Item, local: (item: Item) => Item): WishItem {
  const hasOptions = i.VARIANTS.prices.length > 1 || i.VARIANTS.sizes.length > 0 || i.VARIANTS.colors.length > 0;
  return {
    ID: i.ID,
    CAT_ID: i.CAT_ID,
    ITEM_NAME: local(i).ITEM_NAME,
    PRICE: i.PRICE,
    image: pictureParts(i.IMAGE, 'wish-line'),
    inStock: isInStock(i.STOCK_QTY, 0),
    hasOptions,
  };
}

/** /account/pages/wishlist: saved items still on sale; remove or move to the bag. */
export function WishlistPage({ tenant, origin, items }: Base & { items: Item[] }) {
  const { t } = useT();
  const local = useLocalItem();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.wishlist')}>
      <Island
        hydrate="load"
        of={accountWishlist}
        props={{
          storeId: tenant.storeId,
          currency: tenant.store.CURRENCY,
          items: items.map((i) => toWishItem(i, local)),
        }}
      />
    </AccountFrame>
  );
}
