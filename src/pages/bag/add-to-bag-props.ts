import type { Item } from '../../domain/tables/items';
import { formatMoney } from '../../domain/money';
import type { AddToBagProps } from '../../../client/islands/add-to-bag';

/** Props of an item card's add-to-bag island: what its form shows, nothing empty (a page carries dozens). */
export function addToBagProps(item: Item, currency: string): AddToBagProps {
  const props: AddToBagProps = { id: item.ID, name: item.ITEM_NAME };
  const prices = item.VARIANTS.prices;
  if (prices.length === 1) props.pack = prices[0].key;
  if (item.STOCK_QTY === 0) props.out = true;
  else {
    if (prices.length > 1) props.packs = prices.map((p) => [p.key, `${p.label} · ${formatMoney(p.price, currency)}`]);
    if (item.VARIANTS.sizes.length) props.sizes = item.VARIANTS.sizes;
    if (item.VARIANTS.colors.length) props.colors = item.VARIANTS.colors.map((c) => c.name);
  }
  return props;
}
