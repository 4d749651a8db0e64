import type { Item, VariantPrice } from '../tables/items';
import { TRANSLATED_LANGUAGES, type Lang, type TranslatedLang } from '../i18n/languages';
import { said, type Said } from '../i18n/said';
import { paiseToRupees, rupeesToPaise, wholeNumber } from './money-text';
import { ITEMS } from '../tables/items';
import { readTextCell, writeTextCell } from '../tables/text-cells';
import type { TextCellKind } from '../tables/table';

/**
 * The console's item form as plain fields, and the owner API body it stands for. Prices are typed in rupees and
 * sent in paise; packs, sizes and colours are one line or list each. What the owner typed comes back unchanged
 * beside any refusal, so nothing is lost.
 */

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** Languages besides English whose item texts the form asks for (the shop's own). */
export const translatedLangs = (langs: readonly Lang[]): TranslatedLang[] =>
  langs.filter((l): l is TranslatedLang => l !== 'en');

export const ITEM_TEXT_FIELDS = [
  'ITEM_NAME',
  'ITEM_DESC',
  'PRICE',
  'MRP',
  'STOCK_QTY',
  'GST_PERCENT',
  'HSN',
  'CAT_ID',
  'SIZES',
  'COLORS',
  'PACKS',
] as const;

/** Fields the items table's descriptor gives the form (one text field each), beside those laid out here by hand. */
export const DECLARED_FIELDS = ITEMS.form;
type DeclaredField = { api: string; text: TextCellKind };

/** The declared fields as the form shows them. */
export function declaredFieldValues(fields: readonly DeclaredField[], item: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.api, writeTextCell(field.text, item[field.api])]));
}

/** The declared fields' body values, and the fields whose text cannot be read. */
export function readDeclaredFields(
  fields: readonly DeclaredField[],
  form: FormValues,
): { body: Record<string, unknown>; errors: FieldErrors } {
  const body: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const { value, rsn } = readTextCell(field.text, field.api, (form[field.api] ?? '').trim());
    if (rsn) errors[field.api] = rsn;
    else if (value !== undefined) body[field.api] = value;
  }
  return { body, errors };
}

const packLine = (p: VariantPrice) =>
  `${p.label} = ${paiseToRupees(p.price)}${p.mrp !== undefined ? ` / ${paiseToRupees(p.mrp)}` : ''}`;

/** The form as it shows an item. */
export function itemFormValues(item: Item): FormValues {
  const v: FormValues = {
    ITEM_NAME: item.ITEM_NAME,
    ITEM_DESC: item.ITEM_DESC,
    PRICE: paiseToRupees(item.PRICE),
    MRP: paiseToRupees(item.MRP),
    STOCK_QTY: item.STOCK_QTY === null || item.STOCK_QTY < 0 ? '' : String(item.STOCK_QTY),
    GST_PERCENT: item.GST_PERCENT === null ? '' : String(item.GST_PERCENT),
    HSN: item.HSN,
    CAT_ID: item.CAT_ID,
    SIZES: item.VARIANTS.sizes.join(', '),
    COLORS: item.VARIANTS.colors.map((c) => `${c.name} ${c.hex}`).join('\n'),
    PACKS: item.VARIANTS.prices.map(packLine).join('\n'),
    IS_DISABLED: item.IS_DISABLED ? 'on' : '',
  };
  Object.assign(v, declaredFieldValues(DECLARED_FIELDS, item));
  for (const lang of TRANSLATED_LANGUAGES) {
    v[`I18N.${lang}.ITEM_NAME`] = item.I18N[lang]?.ITEM_NAME ?? '';
    v[`I18N.${lang}.ITEM_DESC`] = item.I18N[lang]?.ITEM_DESC ?? '';
  }
  return v;
}

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u0bff]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'pack';

/** A form's problems: the English sentence by field, and the same as a message id for the console's language. */
export interface FormProblems {
  errors: FieldErrors;
  said: Record<string, Said>;
}
const note = (p: FormProblems, field: string, text: string, say: Said) => {
  p.errors[field] = text;
  p.said[field] = say;
};

function readPacks(text: string, before: readonly VariantPrice[], problems: FormProblems): VariantPrice[] {
  const out: VariantPrice[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const m = /^(.+?)\s*=\s*([^/]+?)\s*(?:\/\s*(.+))?$/.exec(line);
    const price = m ? rupeesToPaise(m[2]) : { ok: false as const };
    const mrp = m?.[3] ? rupeesToPaise(m[3]) : { ok: true as const, paise: null };
    if (!m || !price.ok || price.paise === null || !mrp.ok) {
      note(
        problems,
        'PACKS',
        `Write each pack as "label = price", like "1 kg = 90" or "1 kg = 90 / 110" with the MRP (line "${line.slice(0, 40)}").`,
        said('console.form.packs', { line: line.slice(0, 40) }),
      );
      return [];
    }
    const label = m[1].trim();
    const key = before.find((p) => p.label === label)?.key ?? slug(label);
    out.push({ key, label, price: price.paise, ...(mrp.paise !== null ? { mrp: mrp.paise } : {}) });
  }
  return out;
}

function readColors(text: string, problems: FormProblems): { name: string; hex: string }[] {
  const out: { name: string; hex: string }[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const m = /^(.+?)\s+(#[0-9a-fA-F]{6})$/.exec(line);
    if (!m) {
      note(
        problems,
        'COLORS',
        `Write each colour as its name and its code, like "Maroon #800000" (line "${line.slice(0, 40)}").`,
        said('console.form.colors', { line: line.slice(0, 40) }),
      );
      return [];
    }
    out.push({ name: m[1], hex: m[2].toLowerCase() });
  }
  return out;
}

/**
 * The owner API body for what the form holds (PATCH fields; with ID it is a create body), and the fields that
 * could not even be read as numbers. The API's own schema then judges the body.
 */
export function itemBodyFromForm(
  form: FormValues,
  langs: readonly Lang[],
  before?: Item,
): { body: Record<string, unknown> } & FormProblems {
  const problems: FormProblems = { errors: {}, said: {} };
  const f = (k: string) => (form[k] ?? '').trim();
  const body: Record<string, unknown> = {
    ITEM_NAME: f('ITEM_NAME'),
    ITEM_DESC: (form.ITEM_DESC ?? '').trim(),
    CAT_ID: f('CAT_ID'),
    HSN: f('HSN'),
  };
  const price = rupeesToPaise(f('PRICE'));
  if (!price.ok || price.paise === null)
    note(problems, 'PRICE', 'Enter the price in rupees, like 45 or 45.50.', said('console.form.price'));
  else body.PRICE = price.paise;
  const mrp = rupeesToPaise(f('MRP'));
  if (!mrp.ok) note(problems, 'MRP', 'Enter the MRP in rupees, like 50, or leave it empty.', said('console.form.mrp'));
  else body.MRP = mrp.paise;
  const stock = wholeNumber(f('STOCK_QTY'));
  if (!stock.ok || (stock.value !== null && stock.value < 0))
    note(
      problems,
      'STOCK_QTY',
      'Enter how many you have as a whole number, or leave it empty when you do not count.',
      said('console.form.stock'),
    );
  else body.STOCK_QTY = stock.value;
  const gst = f('GST_PERCENT');
  body.GST_PERCENT = gst === '' ? null : Number(gst);
  if (gst !== '' && !Number.isFinite(body.GST_PERCENT))
    note(problems, 'GST_PERCENT', 'Choose the GST rate.', said('console.form.gst'));
  const sizes = f('SIZES')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  body.VARIANTS = {
    sizes,
    colors: readColors(form.COLORS ?? '', problems),
    prices: readPacks(form.PACKS ?? '', before?.VARIANTS.prices ?? [], problems),
  };
  body.IS_DISABLED = form.IS_DISABLED === 'on';
  const declared = readDeclaredFields(DECLARED_FIELDS, form);
  Object.assign(body, declared.body);
  Object.assign(problems.errors, declared.errors);
  const i18n: Record<string, Record<string, string>> = { ...(before?.I18N ?? {}) } as Record<
    string,
    Record<string, string>
  >;
  for (const lang of translatedLangs(langs)) {
    const texts: Record<string, string> = {};
    if (f(`I18N.${lang}.ITEM_NAME`)) texts.ITEM_NAME = f(`I18N.${lang}.ITEM_NAME`);
    if (f(`I18N.${lang}.ITEM_DESC`)) texts.ITEM_DESC = f(`I18N.${lang}.ITEM_DESC`);
    if (Object.keys(texts).length) i18n[lang] = texts;
    else delete i18n[lang];
  }
  body.I18N = i18n;
  return { body, ...problems };
}

/** The form field a refusal of the API's schema is about (VARIANTS.colors.0.hex is the colours box). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const p = path.map(String);
  if (p[0] === 'VARIANTS') return p[1] === 'sizes' ? 'SIZES' : p[1] === 'colors' ? 'COLORS' : 'PACKS';
  if (p[0] === 'I18N') return p.slice(0, 3).join('.');
  return p[0] ?? '';
}
