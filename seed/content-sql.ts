import type { ShopWriter } from './extra-sql';

/** [item id, asker, question, answer or null (unanswered questions stay hidden from the storefront)] */
type SeedQuestion = [itemId: string, name: string, question: string, answer: string | null];
/** [item id, reviewer, rating 1-5, title, body] */
type SeedReview = [itemId: string, name: string, rating: number, title: string, body: string];

const QUESTIONS: Record<string, SeedQuestion[]> = {
  'dilli-kirana': [
    ['besan', 'Priya S.', 'Is this besan made from pure chana dal or mixed with matar?', 'Pure chana dal only, ground at a mill in Naya Bazaar. No matar or maize added.'],
    ['besan', 'Mohit', 'Is it fine enough for besan ladoo?', 'Yes, it is the fine grade. For ladoo roast it slowly on a low flame.'],
    ['besan', 'Kavita', 'What is the expiry after opening?', 'About 3 months in an airtight dabba, away from moisture.'],
    ['besan', 'Rahul', 'Do you have a 5 kg pack?', null],
    ['chakki-atta', 'Neha G.', 'What time is the atta ground?', 'Every morning at 7 am. Orders before noon get that day’s atta.'],
    ['chakki-atta', 'Sunil', 'Which wheat do you use?', 'Sharbati and lokwan wheat from Madhya Pradesh, cleaned twice before grinding.'],
    ['desi-ghee', 'Anjali', 'Is this ghee made from cow milk only?', 'Yes, only desi cow milk, slow-cooked in small batches.'],
    ['toor-dal', 'Farhan', 'Is this dal polished with oil?', 'No. It is unpolished, so wash it twice before cooking.'],
  ],
  'noir-threads': [
    ['mul-kurta-black', 'Aditya', 'Does the black colour bleed in the first wash?', 'Wash it separately in cold water for the first two washes; after that it is colour-fast.'],
    ['mul-kurta-black', 'Ishaan', 'I am 5′10″ and 72 kg. M or L?', 'M for a slim fit, L if you like it relaxed.'],
    ['linen-shirt', 'Meera', 'Is the linen see-through in white?', 'It is mid-weight linen, so not see-through, though a light vest helps in bright sunlight.'],
    ['selvedge-straight', 'Kabir', 'Is there a chain-stitch hem?', null],
  ],
};

const REVIEWS: Record<string, SeedReview[]> = {
  'dilli-kirana': [
    ['besan', 'Sunita M.', 5, 'Ladoo turned out perfect', 'Very fine and fresh. Smelled lovely while roasting.'],
    ['besan', 'Arjun', 4, 'Good quality', 'Pakode came out crisp. Pack could be sturdier.'],
    ['besan', 'Pooja', 5, 'Fresh stock', 'Delivered within the hour and the date was this week.'],
    ['chakki-atta', 'Rekha', 5, 'Rotis stay soft', 'Feels like the atta from our village chakki.'],
    ['chakki-atta', 'Deepak', 4, 'Fresh and fine', 'Good atta, slightly coarse some days.'],
    ['chakki-atta', 'Simran', 5, 'Best atta in Lajpat', 'Have been ordering for two years now.'],
    ['desi-ghee', 'Manoj', 4, 'Nice aroma', 'Danedar and tasty. A bit pricey.'],
    ['toor-dal', 'Farah', 3, 'Okay', 'Good taste but took longer to cook than expected.'],
  ],
  'noir-threads': [
    ['mul-kurta-black', 'Rohan', 5, 'Featherlight', 'The best summer kurta I own. True to size.'],
    ['mul-kurta-black', 'Tara', 4, 'Lovely fabric', 'Slightly long on me but beautiful fall.'],
    ['linen-shirt', 'Vikram', 5, 'Worth it', 'Proper linen, gets softer with every wash.'],
    ['heavy-tee-black', 'Zoya', 5, 'Thick and boxy', 'Exactly the heavyweight tee I was looking for.'],
  ],
};

/** Extra gallery pictures for a few demo items (only filled in while the item has none). */
const GALLERIES: Record<string, Record<string, string[]>> = {
  'dilli-kirana': { besan: ['/img/p/besan-ladoo.svg', '/img/p/besan-pakode.svg'], 'chakki-atta': ['/img/p/atta-chakki-mill.svg'] },
  'noir-threads': { 'mul-kurta-black': ['/img/p/mul-kurta-indigo.svg', '/img/p/mul-kurta-off-white.svg'], 'linen-shirt': ['/img/p/linen-shirt-sky.svg'] },
};

const DAY = 86_400_000;
/** A fixed base time so that seeding twice writes identical rows. */
const BASE = Date.UTC(2025, 9, 1);

/** Seed rows for blogs, pages, branches, and demo questions and reviews (INSERT OR IGNORE: idempotent). */
export const writeContent: ShopWriter = (shop, lit) => {
  const s = shop.store.id;
  const out: string[] = [];
  const ins = (table: string, row: Record<string, string | number | boolean | null>) => {
    const cols = Object.keys(row);
    out.push(`INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((k) => lit(row[k])).join(', ')});`);
  };
  const collections = new Map<string, string>();
  for (const b of shop.blogs) if (!collections.has(b.collectionId)) collections.set(b.collectionId, b.collectionName);
  [...collections].forEach(([id, name], i) => ins('blog_collections', { store_id: s, id, name, position: i }));
  for (const b of shop.blogs) {
    ins('blogs', { store_id: s, id: b.id, collection_id: b.collectionId, title: b.title, body: b.body, image: b.image ?? '', published_at: b.publishedAt, is_published: true, updated_at: 0 });
  }
  for (const p of shop.pages) ins('custom_pages', { store_id: s, id: p.id, title: p.title, body: p.body, is_published: true, updated_at: 0 });
  shop.branches.forEach((b, i) => ins('branches', { store_id: s, id: b.id, name: b.NAME, position: i }));
  const itemIds = new Set(shop.items.map((i) => i.ID));
  (QUESTIONS[s] ?? []).filter(([item]) => itemIds.has(item)).forEach(([item, name, q, a], n) => {
    ins('questions', {
      store_id: s, id: `seed-q-${n + 1}`, item_id: item, user_id: `seed-user-${n + 1}`, author_name: name, question: q,
      answer: a, answered_at: a ? BASE + (n + 1) * DAY : null, created_at: BASE + n * DAY, is_hidden: false,
    });
  });
  (REVIEWS[s] ?? []).filter(([item]) => itemIds.has(item)).forEach(([item, name, rating, title, body], n) => {
    ins('reviews', {
      store_id: s, id: `seed-r-${n + 1}`, item_id: item, user_id: `seed-user-r${n + 1}`, author_name: name,
      rating, title, body, created_at: BASE + n * DAY, is_hidden: false,
    });
  });
  for (const [itemId, images] of Object.entries(GALLERIES[s] ?? {})) {
    if (itemIds.has(itemId)) out.push(`UPDATE items SET images = ${lit(JSON.stringify(images))} WHERE store_id = ${lit(s)} AND id = ${lit(itemId)} AND images = '[]';`);
  }
  return out;
};
