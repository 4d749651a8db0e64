/**
 * Add to bag, for item cards and the item page. Render it as an island:
 *
 *   <Island name="add-to-bag" component={AddToBag} props={addToBagProps(storeId, item, currency, 'page')} />
 *
 * (`addToBagProps` in src/pages/bag/add-to-bag-props.ts builds the props from a catalogue Item.)
 * Props:
 * - storeId: the shop.
 * - item: {ID, CAT_ID, ITEM_NAME} of the catalogue item; only ID is sent, price comes from the catalogue.
 * - choices: {sizes: string[], colors: string[], packs: {key, label}[]}: what the shopper must pick
 *   (empty lists: nothing to pick; a single pack is sent as it is).
 * - stock: the item's STOCK_QTY (null or -1: not tracked; 0: the button says 'Out of stock').
 * - layout: 'card' (compact, the default) or 'page' (adds a quantity field).
 * - selected: optional preselection {size, color, variantKey}.
 *
 * Without JavaScript it is a plain form posting to /{storeId}/bag/do. With it, the add goes through
 * the cart API (client/lib/cart-client, loaded on the first submit), the badge updates everywhere at
 * once, and a single-catalogue refusal (status 100) opens the 'Oops! Not Possible' dialog (a lazy
 * chunk): Remove clears the bag, then adds the item.
 *
 * An island that already shows the options (the item page's item-options) can embed just the button:
 *   <AddToBagButton storeId itemId name choice={{ size, color, variantKey }} quantity={n} out={stock === 0} />
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';

export interface AddToBagProps {
  storeId: string;
  item: { ID: string; CAT_ID: string; ITEM_NAME: string };
  choices: { sizes: string[]; colors: string[]; packs: { key: string; label: string }[] };
  stock: number | null;
  layout?: 'card' | 'page';
  selected?: { size?: string; color?: string; variantKey?: string };
}

const CatalogueDialog = lazy(() => import('./catalogue-dialog'));
const cartClient = () => import('../lib/cart-client');
/** Spec 5: a quantity that is not a whole number above 0 resets to 1. */
const quantity = (v: FormDataEntryValue | null) => (/^\s*\d+\s*$/.test(String(v)) && Number(v) > 0 ? Number(v) : 1);

/** The add itself, shared by the form and the button: busy state and the single-catalogue dialog. */
function useAddToBag(storeId: string) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<object | null>(null);
  async function add(body: object, clearFirst = false) {
    setBusy(true);
    const status = await (await cartClient()).addToBag(storeId, body, clearFirst);
    setBusy(false);
    if (status === 100) setPending(body);
  }
  const dialog = pending ? (
    <Suspense fallback={null}>
      <CatalogueDialog
        onCancel={() => setPending(null)}
        onRemove={() => {
          setPending(null);
          add(pending, true);
        }}
      />
    </Suspense>
  ) : null;
  return { busy, add, dialog };
}

export interface AddToBagButtonProps {
  storeId: string;
  itemId: string;
  name: string;
  choice: { size?: string; color?: string; variantKey?: string };
  quantity: number;
  out?: boolean;
}

/**
 * Just the button, for an island that has its own option pickers and quantity field. It is still a form:
 * without JavaScript it posts the server-rendered choice to /{storeId}/bag/do.
 */
export function AddToBagButton({ storeId, itemId, name, choice, quantity: qty, out = false }: AddToBagButtonProps) {
  const { busy, add, dialog } = useAddToBag(storeId);
  const item = { ID: itemId, selectedSize: choice.size, selectedColor: choice.color, variantKey: choice.variantKey, selectedQuantity: quantity(String(qty)) };
  const hidden: [string, string | number | undefined][] = [['call', 'addProductToCart'], ['itemId', itemId], ['size', choice.size], ['color', choice.color], ['variantKey', choice.variantKey], ['qty', item.selectedQuantity]];
  return (
    <form method="post" action={`/${storeId}/bag/do`} onSubmit={(e) => { e.preventDefault(); add({ item }); }}>
      {hidden.map(([k, v]) => (v === undefined || v === '' ? null : <input key={k} type="hidden" name={k} value={v} />))}
      <button type="submit" className="button add-to-bag" disabled={out || busy}>
        {out ? 'Out of stock' : 'Add to bag'}
        {out ? null : <span className="sr-only"> {name}</span>}
      </button>
      {dialog}
    </form>
  );
}

export default function AddToBag({ storeId, item, choices, stock, layout = 'card', selected = {} }: AddToBagProps) {
  const { busy, add, dialog } = useAddToBag(storeId);
  const out = stock === 0;
  const name = item.ITEM_NAME;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: string) => (f.get(k) as string | null) || undefined;
    add({ item: { ID: item.ID, selectedSize: v('size'), selectedColor: v('color'), variantKey: v('variantKey'), selectedQuantity: quantity(f.get('qty')) } });
  }

  const select = (field: string, label: string, options: [string, string][], value?: string) => (
    <select name={field} aria-label={`${label} for ${name}`} required defaultValue={value ?? (field === 'variantKey' ? options[0][0] : '')}>
      {field === 'variantKey' ? null : <option value="">{label}</option>}
      {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
    </select>
  );

  return (
    <form className={`atb atb-${layout}`} method="post" action={`/${storeId}/bag/do`} onSubmit={submit}>
      <input type="hidden" name="call" value="addProductToCart" />
      <input type="hidden" name="itemId" value={item.ID} />
      {choices.packs.length === 1 ? <input type="hidden" name="variantKey" value={choices.packs[0].key} /> : null}
      {!out && choices.packs.length > 1 ? select('variantKey', 'Pack', choices.packs.map((p) => [p.key, p.label]), selected.variantKey) : null}
      {!out && choices.sizes.length ? select('size', 'Size', choices.sizes.map((s) => [s, s]), selected.size) : null}
      {!out && choices.colors.length ? select('color', 'Colour', choices.colors.map((c) => [c, c]), selected.color) : null}
      {!out && layout === 'page' ? (
        <label className="atb-qty">
          <span>Quantity</span>
          <input
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            step={1}
            defaultValue={1}
            onKeyDown={(e) => /^[-.,eE+]$/.test(e.key) && e.preventDefault()}
            onBlur={(e) => (e.currentTarget.value = String(quantity(e.currentTarget.value)))}
          />
        </label>
      ) : null}
      <button type="submit" className="atb-button" disabled={out || busy}>
        {out ? 'Out of stock' : 'Add'}
        {out ? null : <span className="sr-only"> {name} to bag</span>}
      </button>
      {dialog}
    </form>
  );
}
