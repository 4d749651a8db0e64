import type { Item } from '../../schemas/catalogue';
import { formatMoney } from '../../domain/money';
import type { AddToBagProps } from '../../../client/islands/add-to-bag';

/** Props of the add-to-bag island for a catalogue item (cards: 'card'; the item page: 'page'). */
export function addToBagProps(storeId: string, item: Item, currency: string, layout: 'card' | 'page' = 'card'): AddToBagProps {
  return {
    storeId,
    item: { ID: item.ID, CAT_ID: item.CAT_ID, ITEM_NAME: item.ITEM_NAME },
    choices: {
      sizes: item.VARIANTS.sizes,
      colors: item.VARIANTS.colors.map((c) => c.name),
      packs: item.VARIANTS.prices.map((p) => ({ key: p.key, label: `${p.label} · ${formatMoney(p.price, currency)}` })),
    },
    stock: item.STOCK_QTY,
    layout,
  };
}
