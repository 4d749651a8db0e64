import { useEffect, useState } from 'react';
import type { VariantPrice } from '../../src/domain/tables/items';
import { formatMoney } from '../../src/domain/money';
import { offerFor, stockState } from '../../src/domain/catalogue/pricing';
import {
  LAST_VARIANT_KEY,
  readLastVariant,
  writeLastVariant,
  type VariantChoice,
} from '../../src/domain/catalogue/last-variant';
import { whatsappLink } from '../../src/domain/catalogue/whatsapp';
import { MAX_LINE_QUANTITY, normaliseQuantityInput } from '../../src/domain/cart/quantity';
import { maxAddable } from '../../src/domain/cart/stock';
import { AddToBagButton } from './add-to-bag';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface ItemOptionsProps {
  storeId: string;
  storeName: string;
  itemId: string;
  catId: string;
  name: string;
  currency: string;
  price: number;
  mrp: number | null;
  gst: number | null;
  prices: VariantPrice[];
  sizes: string[];
  colors: { name: string; hex: string }[];
  stock: number | null;
  gstOn: boolean;
  /** customer-care number when WhatsApp enquiries are on */
  wa: string | null;
  /** absolute link to this item */
  url: string;
}

const BLOCKED_KEYS = new Set(['-', '.', 'e', 'E', '+', ',']);

/** Price, options, quantity, the add-to-bag slot and the WhatsApp enquiry of an item page. */
function ItemOptions(p: ItemOptionsProps) {
  const [choice, setChoice] = useState<VariantChoice>({
    variantKey: p.prices[0]?.key,
    size: p.sizes[0],
    color: p.colors[0]?.name,
  });
  const [qty, setQty] = useState('1');
  const { t } = useT();
  const item = {
    PRICE: p.price,
    MRP: p.mrp,
    GST_PERCENT: p.gst,
    VARIANTS: { prices: p.prices, sizes: p.sizes, colors: p.colors },
  };
  const offer = offerFor(item, p.gstOn, choice.variantKey);
  const stock = stockState(p.stock);
  const out = stock.kind === 'out';
  const maxQty = Math.min(MAX_LINE_QUANTITY, maxAddable(p.stock));
  const variantLabel = p.prices.find((v) => v.key === offer.variantKey)?.label;
  const option = [variantLabel, choice.size, choice.color].filter(Boolean).join(' / ');
  const wa = p.wa ? whatsappLink(p.wa, { storeName: p.storeName, itemName: p.name, option, url: p.url }) : null;
  const ids = (k: string) => `${p.itemId}-${k}`;

  useEffect(() => {
    try {
      const remembered = readLastVariant(localStorage.getItem(LAST_VARIANT_KEY), p.storeId, p.itemId, {
        variantKeys: p.prices.map((v) => v.key),
        sizes: p.sizes,
        colors: p.colors.map((c) => c.name),
      });
      setChoice((c) => ({
        variantKey: remembered.variantKey ?? c.variantKey,
        size: remembered.size ?? c.size,
        color: remembered.color ?? c.color,
      }));
    } catch {
      /* storage blocked */
    }
  }, [p.storeId, p.itemId]);

  function choose(next: VariantChoice) {
    const merged = { ...choice, ...next };
    setChoice(merged);
    try {
      localStorage.setItem(
        LAST_VARIANT_KEY,
        writeLastVariant(localStorage.getItem(LAST_VARIANT_KEY), p.storeId, p.itemId, merged, Date.now()),
      );
    } catch {
      /* storage full or blocked */
    }
  }

  return (
    <div className="item-options">
      <div className="price-block" aria-live="polite" data-testid="item-price">
        <span className="price-now">{formatMoney(offer.price, p.currency)}</span>
        {offer.off > 0 && offer.mrp ? (
          <>
            <s className="mrp">
              <span className="sr-only">{t('options.mrp')} </span>
              {formatMoney(offer.mrp, p.currency)}
            </s>
            <span className="off">{t('options.off', { percent: offer.off })}</span>
          </>
        ) : null}
        {offer.gstPercent ? (
          <p className="gst-line">
            {t('options.gst', { amount: formatMoney(offer.gstAmount, p.currency), percent: offer.gstPercent })}
          </p>
        ) : null}
      </div>
      <p className={`stock stock-${stock.kind}`} data-testid="stock">
        {stock.kind === 'out'
          ? t('options.out')
          : stock.kind === 'low'
            ? t('options.low', { left: stock.left })
            : t('options.in')}
      </p>
      {p.prices.length > 1 ? (
        <fieldset className="options">
          <legend>{t('options.pack')}</legend>
          <div className="pills">
            {p.prices.map((v) => (
              <label key={v.key} className="pill">
                <input
                  type="radio"
                  name={ids('variant')}
                  value={v.key}
                  checked={offer.variantKey === v.key}
                  onChange={() => choose({ variantKey: v.key })}
                />
                <span>{`${v.label} · ${formatMoney(v.price, p.currency)}`}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {p.sizes.length > 0 ? (
        <fieldset className="options">
          <legend>{t('options.size')}</legend>
          <div className="pills">
            {p.sizes.map((s) => (
              <label key={s} className="pill">
                <input
                  type="radio"
                  name={ids('size')}
                  value={s}
                  checked={choice.size === s}
                  onChange={() => choose({ size: s })}
                />
                <span>{s}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {p.colors.length > 0 ? (
        <fieldset className="options">
          <legend>
            {t('options.colour')} <span className="chosen">{choice.color}</span>
          </legend>
          <div className="pills">
            {p.colors.map((c) => (
              <label key={c.name} className="pill swatch">
                <input
                  type="radio"
                  name={ids('color')}
                  value={c.name}
                  checked={choice.color === c.name}
                  onChange={() => choose({ color: c.name })}
                />
                <span>
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                    <circle cx="8" cy="8" r="7" fill={c.hex} stroke="currentColor" strokeOpacity=".35" />
                  </svg>
                  {c.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="qty">
        <label htmlFor={ids('qty')}>{t('options.quantity')}</label>
        <input
          id={ids('qty')}
          type="number"
          inputMode="numeric"
          min={1}
          max={Number.isFinite(maxQty) ? Math.max(1, maxQty) : undefined}
          step={1}
          value={qty}
          disabled={out}
          onKeyDown={(e) => {
            if (BLOCKED_KEYS.has(e.key)) e.preventDefault();
          }}
          onChange={(e) => setQty(e.target.value === '' ? '' : String(normaliseQuantityInput(e.target.value)))}
          onBlur={() => setQty(String(Math.min(normaliseQuantityInput(qty), Math.max(1, maxQty))))}
        />
      </div>
      <div id="add-to-bag-slot" className="add-to-bag-slot">
        <AddToBagButton
          storeId={p.storeId}
          itemId={p.itemId}
          name={p.name}
          out={out}
          choice={{
            size: choice.size ?? undefined,
            color: choice.color ?? undefined,
            variantKey: offer.variantKey ?? undefined,
          }}
          quantity={normaliseQuantityInput(qty)}
        />
      </div>
      {wa ? (
        <a
          className="button button-whatsapp"
          href={wa}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-link"
        >
          {t('options.whatsapp')}
        </a>
      ) : null}
    </div>
  );
}

export default defineIsland('item-options', ItemOptions, ['options.', 'atb.']);
