// Generated Indian grocery catalogues for the bench shops: the same shop id and size always give the same
// items (no randomness), spread evenly over 4 categories so every page of a small and a big shop shows the
// same number of cards, with names from a small vocabulary (so searches hit many items, as real ones do).

/** Each category's products: [name, price of the smallest pack in rupees, its packs (the next ones cost more)]. */
export const CATEGORIES = [
  {
    CAT_ID: 'atta-rice-dal',
    CAT_NAME: 'Atta, Rice & Dal',
    words: [
      ['basmati rice', 110, ['1 kg', '5 kg']],
      ['toor dal', 160, ['500 g', '1 kg']],
      ['chakki atta', 48, ['1 kg', '5 kg', '10 kg']],
      ['moong dal', 70, ['500 g', '1 kg']],
      ['sona masoori rice', 68, ['1 kg', '5 kg', '10 kg']],
    ],
  },
  {
    CAT_ID: 'oil-ghee-masale',
    CAT_NAME: 'Oil, Ghee & Masale',
    words: [
      ['mustard oil', 175, ['1 L', '5 L']],
      ['desi ghee', 320, ['500 ml', '1 L']],
      ['haldi powder', 38, ['100 g', '200 g', '500 g']],
      ['jeera', 65, ['100 g', '200 g']],
      ['garam masala', 55, ['50 g', '100 g']],
    ],
  },
  {
    CAT_ID: 'snacks-sweets',
    CAT_NAME: 'Snacks & Sweets',
    words: [
      ['aloo bhujia', 55, ['200 g', '400 g', '1 kg']],
      ['jaggery', 45, ['500 g', '1 kg']],
      ['namkeen mixture', 50, ['200 g', '400 g']],
      ['rusk', 35, ['200 g', '300 g']],
      ['soan papdi', 90, ['250 g', '500 g']],
    ],
  },
  {
    CAT_ID: 'dairy-breakfast',
    CAT_NAME: 'Dairy & Breakfast',
    words: [
      ['paneer', 90, ['200 g', '500 g']],
      ['dahi', 35, ['400 g', '1 kg']],
      ['toned milk', 27, ['500 ml', '1 L']],
      ['poha', 38, ['500 g', '1 kg']],
      ['white butter', 60, ['100 g', '500 g']],
    ],
  },
];
const BRANDS = [
  'Ganga',
  'Shakti',
  'Annapurna',
  'Lakshmi',
  'Rajdhani',
  'Gokul',
  'Sagar',
  'Bharat',
  'Shree Ram',
  'Kaveri',
  'Himalaya',
  'Narmada',
  'Amrit',
];
const GRADES = ['', 'Premium ', 'Classic ', 'Gold ', 'Organic '];

/** '500 g' -> 500, '5 L' -> 5000 */
const grams = (pack) => parseFloat(pack) * (/\b(kg|L)$/.test(pack) ? 1000 : 1);
const title = (s) => s.replace(/\b\w/g, (c) => c.toUpperCase());

export const itemId = (n) => `item-${n}`;
/** The category of item n (1-based), and the category and item the bench's item page shows. */
export const categoryOf = (n) => CATEGORIES[n % CATEGORIES.length].CAT_ID;
export const SAMPLE_ITEM = 41;
export const SAMPLE_PATHS = {
  home: '',
  category: `/${categoryOf(SAMPLE_ITEM)}`,
  item: `/${categoryOf(SAMPLE_ITEM)}/${itemId(SAMPLE_ITEM)}`,
};

/** Item n of a generated catalogue, in the shape POST /items (and the import) takes. */
export function groceryItem(n) {
  const cat = CATEGORIES[n % CATEGORIES.length];
  const [word, base, packs] = cat.words[Math.floor(n / CATEGORIES.length) % cat.words.length];
  const brand = BRANDS[n % BRANDS.length];
  const grade = GRADES[Math.floor(n / 7) % GRADES.length];
  const size = Math.floor(n / 3) % packs.length;
  const pack = packs[size];
  const price = Math.round(base * (1 + (n % 11) / 20) * (grams(pack) / grams(packs[0])) ** 0.95) * 100;
  return {
    ID: itemId(n),
    CAT_ID: cat.CAT_ID,
    ITEM_NAME: `${brand} ${grade}${title(word)} ${pack}`,
    ITEM_DESC: `${brand}'s ${grade.toLowerCase()}${word}, ${pack} pack. Fresh stock every week from our godown.`,
    IMAGE: `/img/p/${itemId(n)}.svg`,
    PRICE: price,
    MRP: price + (n % 4) * 500,
    GST_PERCENT: n % 3 ? 5 : 0,
    STOCK_QTY: n % 5 ? 5_000 : null,
    POSITION: n,
  };
}

export const groceryCategories = () =>
  CATEGORIES.map(({ words: _words, ...c }, i) => ({
    ...c,
    CAT_DESC: `${c.CAT_NAME} at everyday prices.`,
    CAT_IMAGE: `/img/p/${c.CAT_ID}.svg`,
    POSITION: i + 1,
    ON_HOME: true,
  }));

/** Import bodies for a shop of `count` items: the categories with the first call, at most `perCall` items each. */
export function* importBodies(count, perCall = 2_000) {
  for (let from = 1; from <= count; from += perCall) {
    const items = [];
    for (let n = from; n < Math.min(count + 1, from + perCall); n++) items.push(groceryItem(n));
    yield from === 1 ? { categories: groceryCategories(), items } : { items };
  }
}

const SURNAMES = [
  'Sharma',
  'Gupta',
  'Agarwal',
  'Patel',
  'Reddy',
  'Iyer',
  'Khan',
  'Singh',
  'Jain',
  'Bansal',
  'Nair',
  'Das',
];
const KINDS = ['Kirana Store', 'General Store', 'Provision Store', 'Supermart', 'Traders', 'Bhandar'];

/** The name of generated shop n. */
export const shopName = (n) =>
  `${SURNAMES[n % SURNAMES.length]} ${KINDS[Math.floor(n / SURNAMES.length) % KINDS.length]} ${n}`;

/** Fixed search queries: a prefix, one word, two words, a brand with a word, and one that finds nothing. */
export const SUGGEST_QUERIES = ['bas', 'ghee', 'toor dal', 'ganga paneer', 'zzzz'];
