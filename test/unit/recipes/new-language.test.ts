import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_FACTS, LANGUAGES } from '../../../src/domain/i18n/languages';
import { scriptRuns } from '../../../src/render/pdf-text';
import { after, besidesCatalogues, throwawayCopy, type ThrowawayCopy } from './throwaway-copy';

/**
 * docs/architecture.md, "A new language", followed on a throwaway copy of the tree: Marathi (`mr`) joins with a
 * stub catalogue (the Hindi one's words, the same script), and everything that lists languages takes it up.
 */

type Languages = typeof import('../../../src/domain/i18n/languages');
type Messages = typeof import('../../../src/domain/i18n/messages');
type English = typeof import('../../../src/domain/i18n/messages/en');
type StoreFields = typeof import('../../../src/domain/tables/store-fields');
type Stores = typeof import('../../../src/domain/tables/stores');
type Items = typeof import('../../../src/domain/tables/items');
type Categories = typeof import('../../../src/domain/tables/categories');
type Coupons = typeof import('../../../src/domain/tables/coupons');
type Localise = typeof import('../../../src/domain/i18n/localise');
type ItemForm = typeof import('../../../src/domain/console/item-form');

const MESSAGES = 'src/domain/i18n/messages';

/** The recipe's steps, each one file's edit. */
function addMarathi(copy: ThrowawayCopy) {
  // 1. the language's row
  copy.edit('src/domain/i18n/languages.ts', (text) =>
    after(
      after(text, /export const LANGUAGES = \[[^\]]*/, ", 'mr'"),
      /export const LANGUAGE_FACTS[^{]*\{\n(?: {2}.*\n)*/,
      "  mr: { locale: 'mr-IN', name: 'मराठी', script: 'Devanagari' },\n",
    ),
  );
  // 2. its catalogue: the parts, and the file that merges them (here a stub made from the Hindi one)
  cpSync(join(copy.dir, MESSAGES, 'hi'), join(copy.dir, MESSAGES, 'mr'), { recursive: true });
  copy.edit(`${MESSAGES}/mr.ts`, () =>
    copy
      .read(`${MESSAGES}/hi.ts`)
      .replaceAll("from './hi/", "from './mr/")
      .replace('export const hiMessages', 'export const mrMessages'),
  );
  // 3. the catalogue in the list of catalogues
  copy.edit(`${MESSAGES}/index.ts`, (text) =>
    after(
      after(text, /import \{ taMessages \} from '\.\/ta';\n/, "import { mrMessages } from './mr';\n"),
      /export const CATALOGUES[^{]*\{\n(?: {2}.*\n)*/,
      "  get mr() {\n    return mergedOnce('mr', mrMessages);\n  },\n",
    ),
  );
}

// loading the copy's modules (bundled on first use) takes seconds on a busy machine
describe('the recipe for a new language, followed on a throwaway copy', { timeout: 120_000 }, () => {
  let copy: ThrowawayCopy;
  beforeAll(() => {
    copy = throwawayCopy();
    addMarathi(copy);
  });
  afterAll(() => copy?.remove());

  it('touches 2 files besides the message catalogues (at most 6)', () => {
    expect(besidesCatalogues(copy.touched())).toEqual(['src/domain/i18n/languages.ts', `${MESSAGES}/index.ts`]);
  });

  it('type-checks: every list keyed by language is complete', { timeout: 600_000 }, () => {
    const report = copy.typecheck([
      `${MESSAGES}/index.ts`,
      'src/domain/i18n/localise.ts',
      'src/domain/tables/stores.ts',
      'src/domain/tables/coupons.ts',
      'src/domain/console/item-form.ts',
    ]);
    expect(report).toBe('');
  });

  it('is picked from the browser, named in its script and formats the Indian way', async () => {
    const { acceptedLanguages, chooseLanguage, LANGUAGE_NAMES, LOCALE_OF, isLang } =
      await copy.load<Languages>('src/domain/i18n/languages.ts');
    expect(isLang('mr')).toBe(true);
    expect(acceptedLanguages('mr-IN,mr;q=0.9,en;q=0.5')).toEqual(['mr', 'en']);
    expect(chooseLanguage({ accepted: ['mr'] as never[] }, { default: 'en', offered: ['en', 'mr'] as never[] })).toBe(
      'mr',
    );
    expect(LANGUAGE_NAMES).toMatchObject({ mr: 'मराठी' });
    expect(LOCALE_OF).toMatchObject({ mr: 'mr-IN' });
  });

  it('has a catalogue with every message', async () => {
    const { CATALOGUES } = await copy.load<Messages>(`${MESSAGES}/index.ts`);
    const { en } = await copy.load<English>(`${MESSAGES}/en.ts`);
    const mr = (CATALOGUES as Record<string, object>).mr;
    expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort());
  });

  it("is a shop's language, and the owner translates the shop, its categories, items and coupons into it", async () => {
    const { langSchema, storeI18nSchema } = await copy.load<StoreFields>('src/domain/tables/store-fields.ts');
    const { STORES } = await copy.load<Stores>('src/domain/tables/stores.ts');
    const { itemI18nSchema } = await copy.load<Items>('src/domain/tables/items.ts');
    const { categoryI18nSchema } = await copy.load<Categories>('src/domain/tables/categories.ts');
    const { COUPONS } = await copy.load<Coupons>('src/domain/tables/coupons.ts');
    expect(langSchema.parse('mr')).toBe('mr');
    expect(STORES.columns.LANGUAGES.schema.parse(['en', 'hi', 'ta', 'mr'])).toEqual(['en', 'hi', 'ta', 'mr']);
    expect(storeI18nSchema.parse({ mr: { STORE_NAME: 'दिल्ली किराणा' } })).toEqual({
      mr: { STORE_NAME: 'दिल्ली किराणा' },
    });
    expect(itemI18nSchema.parse({ mr: { ITEM_NAME: 'तांदूळ' } })).toEqual({ mr: { ITEM_NAME: 'तांदूळ' } });
    expect(categoryI18nSchema.parse({ mr: { CAT_NAME: 'धान्य' } })).toEqual({ mr: { CAT_NAME: 'धान्य' } });
    expect(COUPONS.columns.I18N.schema.parse({ mr: { description: 'सूट' } })).toEqual({ mr: { description: 'सूट' } });
  });

  it("shows an item in it and keeps a bag line's name in it", async () => {
    const { localItem, translatedNames, localName } = await copy.load<Localise>('src/domain/i18n/localise.ts');
    const { itemFormValues, itemBodyFromForm } = await copy.load<ItemForm>('src/domain/console/item-form.ts');
    const { ITEMS } = await copy.load<Items>('src/domain/tables/items.ts');
    const item = ITEMS.schema.parse({
      ID: 'rice',
      CAT_ID: 'grains',
      ITEM_NAME: 'Rice',
      PRICE: 9000,
      I18N: { mr: { ITEM_NAME: 'तांदूळ' } },
    });
    const marathi = 'mr' as Parameters<typeof localItem>[1];
    expect(localItem(item, marathi).ITEM_NAME).toBe('तांदूळ');
    const names = translatedNames(item.I18N);
    expect(names).toEqual({ mr: 'तांदूळ' });
    expect(localName('Rice', names, marathi)).toBe('तांदूळ');
    const form = itemFormValues(item);
    expect(form['I18N.mr.ITEM_NAME']).toBe('तांदूळ');
    expect(itemBodyFromForm({ ...form, 'I18N.mr.ITEM_NAME': 'बासमती' }, ['en', marathi]).body.I18N).toEqual({
      mr: { ITEM_NAME: 'बासमती' },
    });
  });
});

describe('the languages are listed once', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
  /** `'hi', 'ta'` in a list, `{ hi: ... }` keys and `.hi?.` reads: what a new language would have to find by hand */
  const byHand = /'(en|hi|ta)',\s*'(en|hi|ta)'|[{,]\s*(hi|ta)\??:\s|\?\.(hi|ta)\b|'hi' \| 'ta'/;
  /** the text without its comments (which may well give `{hi: ..., ta: ...}` as an example) */
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const listsByHand = ['src', 'client', 'seed']
    .flatMap(sources)
    .filter((p) => !p.startsWith('src/domain/i18n/messages/') && !p.startsWith('seed/shops/'))
    .filter((p) => p !== 'src/domain/i18n/languages.ts' && byHand.test(code(readFileSync(join(root, p), 'utf8'))));

  it('no source file but src/domain/i18n/languages.ts names the languages in a list or as keys', () => {
    expect(listsByHand).toEqual([]);
  });

  it.each(LANGUAGES)('%s is written in a script the invoice has a font for', (lang) => {
    const { name, script } = LANGUAGE_FACTS[lang];
    expect(scriptRuns(name).map((run) => run.script)).toEqual([script.toLowerCase()]);
  });
});
