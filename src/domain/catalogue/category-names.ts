import { isRouteWord } from '../route-words';
import { latinReading } from './phonetic-key';
import { categoryNameFromId } from './import-rows';
import { said, type Said } from '../i18n/said';

/**
 * The CSV import's `category` column as owners write it: a category's id (`dry-fruits`) or its name ("Dry Fruits",
 * "सूखे मेवे", "உலர் பழங்கள்"). A name the shop does not have becomes a new category whose id is derived from the
 * name, Hindi and Tamil read out in Latin letters (src/domain/catalogue/phonetic-key.ts).
 */
export interface KnownCategory {
  id: string;
  names: readonly string[];
}
export type CategoryCell =
  | { kind: 'existing'; id: string }
  | { kind: 'new'; id: string; name: string }
  | { kind: 'bad'; rsn: string; say: Said };

const MAX_NAME = 120;
const ID_SHAPE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** "Dry Fruits" → dry-fruits, "सूखे मेवे" → suukhe-meve, "உலர் பழங்கள்" → ular-pazhangal; '' when nothing can be read. */
export function categoryIdFromName(name: string): string {
  const words = name.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const latin = words
    .map((w) =>
      latinReading(w)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[^a-z0-9]+/g, '-'),
    )
    .join('-');
  const id = latin.replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 60).replace(/-$/, '');
  if (!id) return '';
  return isRouteWord(id) ? `${id}-items` : id;
}

/** What one `category` cell names, given the shop's categories (their ids and names in every language). */
export function resolveCategoryCell(cell: string, known: readonly KnownCategory[]): CategoryCell {
  const text = cell.trim();
  if (!text)
    return {
      kind: 'bad',
      rsn: "category: write the category's name or id.",
      say: said('problem.import.categoryEmpty', { column: 'category' }),
    };
  const byId = known.find((k) => k.id === text);
  if (byId) return { kind: 'existing', id: byId.id };
  const folded = fold(text);
  const byName = known.find((k) => k.names.some((n) => fold(n) === folded));
  if (byName) return { kind: 'existing', id: byName.id };
  // an id the shop lacks is still an id (as before names were read): it gets a name made from it
  if (ID_SHAPE.test(text))
    return isRouteWord(text)
      ? {
          kind: 'bad',
          rsn: `category: ${text} is a word the storefront uses for its own pages; choose another.`,
          say: said('problem.import.categoryRouteWord', { column: 'category', id: text }),
        }
      : { kind: 'new', id: text, name: categoryNameFromId(text) };
  if (text.length > MAX_NAME)
    return {
      kind: 'bad',
      rsn: `category: a category name has at most ${MAX_NAME} characters.`,
      say: said('problem.import.categoryTooLong', { column: 'category', max: MAX_NAME }),
    };
  const id = categoryIdFromName(text);
  if (!id) {
    const name = text.slice(0, 40);
    return {
      kind: 'bad',
      rsn: `category: no id can be made from "${name}"; write a name with letters or digits, or the category's id.`,
      say: said('problem.import.categoryNoId', { column: 'category', name }),
    };
  }
  const derived = known.find((k) => k.id === id);
  return derived ? { kind: 'existing', id: derived.id } : { kind: 'new', id, name: text };
}
