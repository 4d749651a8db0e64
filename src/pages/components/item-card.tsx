import type { Item } from '../../domain/tables/items';
import { formatMoney } from '../../domain/money';
import { isInStock } from '../../domain/cart/stock';
import { cardSlot, pictureParts } from '../../domain/images/picture';
import { Picture } from '../../../client/components/picture';
import { Island } from '../../render/island';
import addToBag from '../../../client/islands/add-to-bag';
import { addToBagProps } from '../bag/add-to-bag-props';
import { useT } from '../../isomorphic/i18n';
import { useLocalItem, usePageFacts } from '../layout/page-context';

function discountPercent(price: number, mrp: number | null): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}

/**
 * One product in a grid (`grid`) or list: links to its page; price, MRP, discount and stock state. `eager` when
 * it is on the first screen (isAboveFold); `priority` for the page's largest first paint (fetched first, painted
 * with its bytes).
 */
export function ItemCard({
  storeId,
  item: written,
  currency,
  grid,
  eager = false,
  priority = false,
}: {
  storeId: string;
  item: Item;
  currency: string;
  grid: boolean;
  eager?: boolean;
  priority?: boolean;
}) {
  const { t } = useT();
  const { theme } = usePageFacts();
  const item = useLocalItem()(written);
  const off = discountPercent(item.PRICE, item.MRP);
  const hasVariants = item.VARIANTS.prices.length > 1;
  const inStock = isInStock(item.STOCK_QTY, 0);
  return (
    <li className="card">
      <a className="card-link" href={`/${storeId}/${item.CAT_ID}/${item.ID}`}>
        <Picture parts={pictureParts(item.IMAGE, cardSlot(grid, theme), { eager, priority })} />
        <div className="card-body">
          <h3 className="card-title">{item.ITEM_NAME}</h3>
          <div>
            <span className="price">
              {hasVariants
                ? t('card.from', { price: formatMoney(item.PRICE, currency) })
                : formatMoney(item.PRICE, currency)}
            </span>
            {off > 0 && item.MRP ? (
              <>
                <s className="mrp">
                  <span className="sr-only">{`${t('card.mrp')} `}</span>
                  {formatMoney(item.MRP, currency)}
                </s>
                <span className="off">{t('card.off', { percent: off })}</span>
              </>
            ) : null}
          </div>
          {hasVariants ? (
            <span className="variant-hint">{item.VARIANTS.prices.map((v) => v.label).join(' · ')}</span>
          ) : null}
          {!inStock ? <span className="stock-out">{t('card.outOfStock')}</span> : null}
        </div>
      </a>
      <Island of={addToBag} props={addToBagProps(item, currency)} />
    </li>
  );
}
