/** One product line of the bag: photo, name, option, unit price, quantity stepper, line total, remove. */
import type { BagScreenLine } from '../../src/domain/cart/cart-view';
import { imageUrl } from '../../src/domain/images/image-url';
import { formatMoney } from '../../src/domain/money';
import type { Reply } from '../lib/api';
import { CartForm, Stepper } from './bag-form';

const NOTES: Record<string, string> = {
  out_of_stock: 'Out of stock right now. Remove it or try again later.',
  unavailable: 'No longer sold. Please remove it.',
  deactivated: 'This catalogue is closed. Please remove it.',
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
  const note = NOTES[line.status];
  const noteId = `note-${line.product_id_in_cart}`;
  return (
    <li className={`bag-line${note ? ' is-flagged' : ''}`} data-testid="bag-line" aria-describedby={note ? noteId : undefined}>
      <img src={imageUrl(line.image, 72, 72)} srcSet={`${imageUrl(line.image, 144, 144)} 2x`} alt="" width={72} height={72} loading="lazy" decoding="async" />
      <div className="bag-line-info">
        <a className="bag-line-name" href={`/${storeId}/${line.cat_id}/${line.product_id}`}>{line.name}</a>
        {line.variant.label ? <span className="bag-line-variant">{line.variant.label}</span> : null}
        <span className="bag-line-unit">
          {money(line.unit_price)} each
          {line.mrp && line.mrp > line.unit_price ? <s><span className="sr-only">MRP </span>{money(line.mrp)}</s> : null}
        </span>
        {note ? <span className="bag-line-note" id={noteId}>{note}</span> : null}
      </div>
      <div className="bag-line-actions">
        <Stepper
          storeId={storeId}
          call="updateCart"
          fields={{ line: line.product_id_in_cart }}
          qty={line.product_qty}
          max={Math.max(line.max_qty, line.product_qty)}
          name={line.name}
          busy={busy}
          onStart={onStart}
          onDone={onDone}
        />
        <strong className="bag-line-total"><span className="sr-only">Line total </span>{money(line.line_total)}</strong>
        <CartForm storeId={storeId} call="removeCartItem" fields={{ line: line.product_id_in_cart }} busy={busy} onStart={onStart} onDone={onDone}>
          <button type="submit" className="link-button">Remove<span className="sr-only"> {line.name}</span></button>
        </CartForm>
      </div>
    </li>
  );
}
