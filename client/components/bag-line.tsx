/** One product line of the bag: photo, name, option, unit price, quantity stepper, line total, remove. */
import type { BagScreenLine } from '../../src/domain/cart/cart-view';
import { pictureParts } from '../../src/domain/images/picture';
import { Picture } from './picture';
import { formatMoney } from '../../src/domain/money';
import type { Reply } from '../lib/api';
import { CartForm, Stepper } from './bag-form';
import { useT } from '../../src/isomorphic/i18n';
import type { MessageId } from '../../src/domain/i18n/messages/en';

const NOTES: Record<string, MessageId> = {
  out_of_stock: 'bag.line.outOfStock',
  unavailable: 'bag.line.unavailable',
  deactivated: 'bag.line.deactivated',
};

export interface BagLineProps {
  storeId: string;
  line: BagScreenLine;
  currency: string;
  busy: boolean;
  onStart: () => void;
  onDone: (reply: Reply | null) => void;
}

export function BagLine({ storeId, line, currency, busy, onStart, onDone }: BagLineProps) {
  const money = (p: number) => formatMoney(p, currency);
  const { t, lang } = useT();
  const name = (lang !== 'en' && line.names?.[lang]) || line.name;
  const note = Object.hasOwn(NOTES, line.status) ? t(NOTES[line.status]) : undefined;
  const noteId = `note-${line.product_id_in_cart}`;
  return (
    <li
      className={`bag-line${note ? ' is-flagged' : ''}`}
      data-testid="bag-line"
      aria-describedby={note ? noteId : undefined}
    >
      <Picture parts={pictureParts(line.image, 'bag-line')} />
      <div className="bag-line-info">
        <a className="bag-line-name" href={`/${storeId}/${line.cat_id}/${line.product_id}`}>
          {name}
        </a>
        {line.variant.label ? <span className="bag-line-variant">{line.variant.label}</span> : null}
        <span className="bag-line-unit">
          {t('bag.line.each', { price: money(line.unit_price) })}
          {line.mrp && line.mrp > line.unit_price ? (
            <s>
              <span className="sr-only">{`${t('bag.line.mrp')} `}</span>
              {money(line.mrp)}
            </s>
          ) : null}
        </span>
        {note ? (
          <span className="bag-line-note" id={noteId}>
            {note}
          </span>
        ) : null}
      </div>
      <div className="bag-line-actions">
        <Stepper
          storeId={storeId}
          call="updateCart"
          fields={{ line: line.product_id_in_cart }}
          qty={line.product_qty}
          max={Math.max(line.max_qty, line.product_qty)}
          name={name}
          busy={busy}
          onStart={onStart}
          onDone={onDone}
        />
        <strong className="bag-line-total">
          <span className="sr-only">{`${t('bag.line.lineTotal')} `}</span>
          {money(line.line_total)}
        </strong>
        <CartForm
          storeId={storeId}
          call="removeCartItem"
          fields={{ line: line.product_id_in_cart }}
          busy={busy}
          onStart={onStart}
          onDone={onDone}
        >
          <button type="submit" className="link-button">
            {t('bag.line.remove')}
            <span className="sr-only"> {name}</span>
          </button>
        </CartForm>
      </div>
    </li>
  );
}
