/**
 * Add to bag, for item cards. Render it as an island inside the store layout (which provides the shop's id):
 *
 *   <Island of={addToBag} props={addToBagProps(item, currency)} />
 *
 * (`addToBagProps` in src/pages/bag/add-to-bag-props.ts builds the props from a catalogue Item.) The props are
 * only what the card's form shows, with nothing empty sent, because a page of cards carries them dozens of times:
 * - id, name: the catalogue item (the price comes from the catalogue).
 * - packs: [key, label] of each pack to pick from; pack: the key of an item's only pack.
 * - sizes, colors: what the shopper must pick.
 * - out: the item is out of stock (the button says 'Out of stock').
 *
 * Render it inside a card whose `.card-title` is the item's name: the browser reads the props back from the card's
 * markup (propsFromMarkup), so the marker carries none.
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
import { useStoreId } from '../../src/isomorphic/store-id';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface AddToBagProps {
  id: string;
  name: string;
  packs?: [key: string, label: string][];
  pack?: string;
  sizes?: string[];
  colors?: string[];
  out?: true;
}

const CatalogueDialog = lazy(() => import('../components/catalogue-dialog'));
const cartClient = () => import('../lib/cart-client');
/** Spec 5: a quantity that is not a whole number above 0 resets to 1. */
const quantity = (v: FormDataEntryValue | null) => (/^\s*\d+\s*$/.test(String(v)) && Number(v) > 0 ? Number(v) : 1);

/** The add itself, shared by the form and the button: busy state and the single-catalogue dialog. */
function useAddToBag(storeId: string) {
  const { t, lang } = useT();
  const words = lang === 'en' ? undefined : { added: t('atb.added'), cleared: t('atb.cleared') };
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<object | null>(null);
  async function add(body: object, clearFirst = false) {
    setBusy(true);
    const status = await (await cartClient()).addToBag(storeId, body, clearFirst, words);
    setBusy(false);
    if (status === 100) setPending(body);
  }
  const dialog = pending ? (
    <Suspense fallback={null}>
      <CatalogueDialog
        onCancel={() => setPending(null)}
        onRemove={() => {
          setPending(null);
          void add(pending, true);
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
  const { t } = useT();
  const { busy, add, dialog } = useAddToBag(storeId);
  const item = {
    ID: itemId,
    selectedSize: choice.size,
    selectedColor: choice.color,
    variantKey: choice.variantKey,
    selectedQuantity: quantity(String(qty)),
  };
  const hidden: [string, string | number | undefined][] = [
    ['call', 'addProductToCart'],
    ['itemId', itemId],
    ['size', choice.size],
    ['color', choice.color],
    ['variantKey', choice.variantKey],
    ['qty', item.selectedQuantity],
  ];
  return (
    <form
      method="post"
      action={`/${storeId}/bag/do`}
      onSubmit={(e) => {
        e.preventDefault();
        void add({ item });
      }}
    >
      {hidden.map(([k, v]) =>
        v === undefined || v === '' ? null : <input key={k} type="hidden" name={k} value={v} />,
      )}
      <button type="submit" className="button add-to-bag" disabled={out || busy}>
        {out ? t('atb.outOfStock') : t('atb.addToBag')}
        {out ? null : <span className="sr-only"> {name}</span>}
      </button>
      {dialog}
    </form>
  );
}

function AddToBag({ id, name, packs = [], pack, sizes = [], colors = [], out }: AddToBagProps) {
  const storeId = useStoreId();
  const { t } = useT();
  const { busy, add, dialog } = useAddToBag(storeId);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: string) => (f.get(k) as string | null) || undefined;
    void add({
      item: {
        ID: id,
        selectedSize: v('size'),
        selectedColor: v('color'),
        variantKey: v('variantKey'),
        selectedQuantity: 1,
      },
    });
  }

  const select = (field: string, label: string, options: [string, string][]) => (
    // a pack is always chosen (the first to begin with); a size or colour must be
    <select
      name={field}
      aria-label={t('atb.choiceFor', { choice: label, item: name })}
      required={field !== 'variantKey'}
      defaultValue={field === 'variantKey' ? options[0][0] : ''}
    >
      {field === 'variantKey' ? null : <option value="">{label}</option>}
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  );

  return (
    <form className="atb" method="post" action={`/${storeId}/bag/do`} onSubmit={submit}>
      <input type="hidden" name="itemId" value={id} />
      {pack ? <input type="hidden" name="variantKey" value={pack} /> : null}
      {!out && packs.length ? select('variantKey', t('atb.pack'), packs) : null}
      {!out && sizes.length
        ? select(
            'size',
            t('atb.size'),
            sizes.map((s) => [s, s]),
          )
        : null}
      {!out && colors.length
        ? select(
            'color',
            t('atb.colour'),
            colors.map((c) => [c, c]),
          )
        : null}
      {/* the form's only button (styled as .atb>button), so it submits; it names the call (not a hidden field per card) */}
      <button name="call" value="addProductToCart" disabled={Boolean(out) || busy}>
        {out ? t('atb.outOfStock') : t('atb.add')}
        {out ? null : <span className="sr-only">{` ${t('atb.nameToBag', { item: name })}`}</span>}
      </button>
      {dialog}
    </form>
  );
}

/**
 * The props back from the card's own markup, so a page of cards sends no data-props: the form holds the item, its
 * only pack, the choices and whether it is out of stock; the card's title (.card-title) is the item's name.
 */
function propsFromMarkup(marker: HTMLElement): AddToBagProps {
  const form = marker.querySelector('form');
  const hidden = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  const choices = (name: string): [string, string][] =>
    Array.from(form?.querySelectorAll(`select[name="${name}"] option`) ?? [], (o): [string, string] => [
      o.getAttribute('value') ?? '',
      o.textContent ?? '',
    ]).filter(([v]) => v !== '');
  const props: AddToBagProps = {
    id: hidden('itemId') ?? '',
    name: marker.closest('.card')?.querySelector('.card-title')?.textContent ?? '',
  };
  const pack = hidden('variantKey');
  if (pack) props.pack = pack;
  if (form?.querySelector('button')?.hasAttribute('disabled')) props.out = true;
  const packs = choices('variantKey');
  if (packs.length) props.packs = packs;
  const sizes = choices('size').map(([v]) => v);
  if (sizes.length) props.sizes = sizes;
  const colors = choices('color').map(([v]) => v);
  if (colors.length) props.colors = colors;
  return props;
}

export default defineIsland('add-to-bag', AddToBag, ['atb.'], propsFromMarkup);
