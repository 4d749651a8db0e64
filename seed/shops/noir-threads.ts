import type { CategoryInput, ItemInput } from '../../src/schemas/catalogue';
import type { SeedShop } from '../types';
import { TAMIL_CATEGORIES, TAMIL_NAMES, TAMIL_STORE } from './noir-threads-tamil';

const img = (id: string): string => `/img/p/${id}.svg`;

const COLOURS = {
  black: { name: 'Jet Black', hex: '#111111' },
  white: { name: 'Off White', hex: '#f4f1ea' },
  indigo: { name: 'Indigo', hex: '#2e3a87' },
  olive: { name: 'Olive', hex: '#5b6236' },
  rust: { name: 'Rust', hex: '#a0462a' },
  mustard: { name: 'Mustard', hex: '#d4a017' },
  sage: { name: 'Sage', hex: '#9caf88' },
  maroon: { name: 'Maroon', hex: '#6d1a2a' },
  charcoal: { name: 'Charcoal', hex: '#36454f' },
  sky: { name: 'Sky Blue', hex: '#87b5d9' },
  blush: { name: 'Blush Pink', hex: '#e8b4b8' },
  beige: { name: 'Beige', hex: '#d8c3a5' },
  lightwash: { name: 'Light Wash', hex: '#a7bcd6' },
  darkwash: { name: 'Dark Wash', hex: '#2b3a55' },
} as const;
type Colour = keyof typeof COLOURS;

const SIZES = {
  top: ['S', 'M', 'L', 'XL'],
  topXxl: ['S', 'M', 'L', 'XL', 'XXL'],
  women: ['XS', 'S', 'M', 'L', 'XL'],
  waist: ['28', '30', '32', '34', '36'],
} as const;
type SizeSet = keyof typeof SIZES;

/** [id, name, price ₹, MRP ₹, stock, size set, colours, description] */
type Row = [id: string, name: string, price: number, mrp: number, stock: number | null, sizes: SizeSet, colours: Colour[], desc: string];

/** Apparel GST: 5% up to ₹1,000 a piece, 12% above. */
const apparelGst = (rupees: number): number => (rupees <= 1000 ? 5 : 12);

/** HSN codes of the GST tariff, by category. */
const HSN: Record<string, string> = { kurtas: '6211', shirts: '6205', 't-shirts': '6109', denims: '6203', dresses: '6204' };

function items(catId: string, rows: Row[]): ItemInput[] {
  return rows.map(([id, name, price, mrp, stock, sizes, colours, desc], i) => ({
    ID: id,
    CAT_ID: catId,
    ITEM_NAME: name,
    ITEM_DESC: desc,
    IMAGE: img(id),
    PRICE: price * 100,
    MRP: mrp * 100,
    GST_PERCENT: apparelGst(price),
    HSN: HSN[catId] ?? '',
    ...(TAMIL_NAMES[id] ? { I18N: { ta: { ITEM_NAME: TAMIL_NAMES[id] } } } : {}),
    STOCK_QTY: stock,
    VARIANTS: { sizes: [...SIZES[sizes]], colors: colours.map((c) => ({ ...COLOURS[c] })) },
    POSITION: i,
  }));
}

const cat = (id: string, name: string, desc: string, pos: number): CategoryInput => ({
  CAT_ID: id, CAT_NAME: name, CAT_DESC: desc, CAT_IMAGE: img(id), POSITION: pos,
  ...(TAMIL_CATEGORIES[id] ? { I18N: { ta: TAMIL_CATEGORIES[id] } } : {}),
});

const categories: CategoryInput[] = [
  cat('kurtas', 'Kurtas', 'Handloom and mul cotton kurtas, cut slim.', 1),
  cat('shirts', 'Shirts', 'Linen and oxford shirts for work and weekends.', 2),
  cat('t-shirts', 'T-Shirts', 'Heavyweight 220 GSM cotton tees.', 3),
  cat('denims', 'Denims', 'Selvedge and stretch denims, washed in-house.', 4),
  cat('dresses', 'Dresses', 'Easy cotton and rayon dresses for Indian summers.', 5),
];

const all: ItemInput[] = [
  ...items('kurtas', [
    ['mul-kurta-black', 'Mul Cotton Short Kurta', 1299, 1799, 14, 'topXxl', ['black', 'white', 'indigo'], 'Featherlight mul cotton with a mandarin collar and side slits. Pairs with denims or pyjamas.'],
    ['handloom-long-kurta', 'Handloom Long Kurta', 1899, 2499, 6, 'topXxl', ['beige', 'charcoal'], 'Woven on pit looms in Phulia. Slightly slubby texture that softens with every wash.'],
    ['chikan-kurta', 'Lucknowi Chikan Kurta', 2499, 3199, 3, 'top', ['white', 'blush'], 'Hand-embroidered chikankari on cotton voile. Each piece takes about two weeks.'],
    ['ikat-kurta', 'Ikat Panel Kurta', 1599, 1999, 0, 'top', ['indigo', 'maroon'], 'Pochampally ikat yoke on solid cotton. Sold out; restocking soon.'],
    ['linen-kurta', 'Pure Linen Kurta', 2199, 2799, 9, 'topXxl', ['olive', 'sage', 'white'], 'Breathable linen in earthy tones. Our bestseller for summer weddings.'],
    ['festive-silk-kurta', 'Silk Blend Festive Kurta', 2999, 3999, 2, 'top', ['maroon', 'mustard'], 'Silk-blend kurta with covered buttons. Made for Diwali and sangeet nights.'],
    ['khadi-kurta', 'Khadi Everyday Kurta', 999, 1299, null, 'topXxl', ['beige', 'white'], 'Hand-spun khadi that keeps you cool. Relaxed fit.'],
  ]),
  ...items('shirts', [
    ['linen-shirt', 'Relaxed Linen Shirt', 1799, 2299, 12, 'topXxl', ['white', 'sky', 'olive'], 'Pure linen with a camp collar. Wear it open over a tee or buttoned for work.'],
    ['oxford-shirt', 'Oxford Button-Down', 1499, 1899, 20, 'topXxl', ['white', 'sky'], 'Classic oxford weave with a button-down collar. Office-ready, weekend-friendly.'],
    ['mandarin-shirt', 'Mandarin Collar Shirt', 1399, 1799, 0, 'top', ['black', 'rust'], 'Band collar shirt in cotton poplin. Out of stock in all sizes right now.'],
    ['denim-shirt', 'Washed Denim Shirt', 1699, 2199, 7, 'top', ['lightwash', 'darkwash'], 'Six-ounce denim with snap buttons. Layers over anything.'],
    ['check-flannel', 'Check Flannel Shirt', 1599, 1999, 5, 'topXxl', ['maroon', 'charcoal'], 'Brushed cotton flannel for Delhi winters.'],
    ['kala-cotton-shirt', 'Kala Cotton Shirt', 1999, 2499, 3, 'top', ['beige', 'indigo'], 'Rain-fed Kutch kala cotton, naturally dyed. Limited run.'],
    ['half-sleeve-shirt', 'Half-Sleeve Cuban Shirt', 899, 1199, 18, 'top', ['black', 'mustard', 'sage'], 'Boxy Cuban collar shirt in rayon. Holiday mode on.'],
  ]),
  ...items('t-shirts', [
    ['heavy-tee-black', 'Heavyweight Crew Tee', 699, 899, 40, 'topXxl', ['black', 'white', 'charcoal'], '220 GSM combed cotton that holds its shape. Boxy fit, drop shoulder.'],
    ['pocket-tee', 'Pocket Tee', 599, 799, 25, 'top', ['olive', 'rust', 'white'], 'Mid-weight tee with a chest pocket. Pre-shrunk.'],
    ['henley-tee', 'Waffle Knit Henley', 899, 1199, 10, 'top', ['charcoal', 'beige'], 'Textured waffle knit with a three-button placket.'],
    ['oversized-tee', 'Oversized Graphic Tee', 799, 999, 0, 'topXxl', ['black'], 'Screen-printed Devanagari "शांति" back print. Restocking soon.'],
    ['polo-tee', 'Pique Polo', 999, 1299, 15, 'topXxl', ['black', 'white', 'maroon'], 'Cotton pique polo with a ribbed collar.'],
    ['long-sleeve-tee', 'Long-Sleeve Tee', 749, 949, 2, 'top', ['black', 'sage'], 'Slim long-sleeve tee for layering.'],
    ['v-neck-tee', 'Supima V-Neck Tee', 849, 1099, null, 'top', ['white', 'charcoal'], 'Super-soft supima cotton, slim fit.'],
  ]),
  ...items('denims', [
    ['selvedge-straight', 'Selvedge Straight Jeans', 3499, 4499, 8, 'waist', ['darkwash'], '13.5 oz raw selvedge denim from a Gujarat mill. Fades beautifully with wear.'],
    ['slim-stretch-jeans', 'Slim Stretch Jeans', 1899, 2499, 22, 'waist', ['darkwash', 'lightwash', 'black'], 'Two percent stretch for all-day comfort. Mid-rise slim fit.'],
    ['relaxed-taper-jeans', 'Relaxed Tapered Jeans', 2199, 2799, 11, 'waist', ['lightwash', 'indigo'], 'Roomy thigh with a tapered ankle. Stone washed.'],
    ['black-skinny', 'Black Skinny Jeans', 1699, 2199, 0, 'waist', ['black'], 'Jet black skinny fit that does not fade. Sold out.'],
    ['wide-leg-jeans', 'High-Rise Wide-Leg Jeans', 2299, 2999, 4, 'waist', ['lightwash', 'white'], 'High waist, wide leg, full length. Pairs with crop tops and kurtis.'],
    ['denim-shorts', 'Denim Shorts', 999, 1299, 14, 'waist', ['lightwash'], 'Mid-thigh denim shorts with a raw hem.'],
  ]),
  ...items('dresses', [
    ['tiered-maxi', 'Tiered Cotton Maxi', 2299, 2899, 6, 'women', ['mustard', 'sage', 'black'], 'Three-tier block-printed maxi with pockets. Jaipur hand block print.'],
    ['shirt-dress', 'Linen Shirt Dress', 2499, 3199, 3, 'women', ['white', 'olive'], 'Belted shirt dress in pure linen. Office to dinner.'],
    ['slip-dress', 'Satin Slip Dress', 1999, 2499, 0, 'women', ['black', 'maroon'], 'Bias-cut satin slip with adjustable straps. Restocking next week.'],
    ['wrap-dress', 'Floral Wrap Dress', 1799, 2299, 9, 'women', ['blush', 'indigo'], 'Rayon wrap dress with flutter sleeves and a tie waist.'],
    ['kaftan-dress', 'Printed Kaftan', 1299, 1699, 12, 'women', ['rust', 'sky'], 'Loose kaftan in mulmul. One easy piece for beach holidays.'],
    ['a-line-midi', 'A-Line Midi Dress', 899, 1199, 2, 'women', ['black', 'beige'], 'Cotton A-line midi with puff sleeves and a square neck.'],
    ['anarkali-dress', 'Anarkali Flared Dress', 2799, 3499, 5, 'women', ['maroon', 'indigo'], 'Flared anarkali with gota trim, for festive days.'],
  ]),
];

/** Extra gallery pictures for a few items. */
const GALLERIES: Record<string, string[]> = { 'mul-kurta-black': ['/img/p/mul-kurta-indigo.svg', '/img/p/mul-kurta-off-white.svg'], 'linen-shirt': ['/img/p/linen-shirt-sky.svg'] };
for (const item of all) if (GALLERIES[item.ID]) item.IMAGES = GALLERIES[item.ID];

export const noirThreads: SeedShop = {
  store: {
    id: 'noir-threads',
    STORE_NAME: 'Noir Threads',
    STORE_DESC: 'Small-batch clothing made in India. Handloom kurtas, linen shirts, heavyweight tees and denims, cut in our Bandra studio.',
    STORE_IMAGE: img('noir-threads'),
    CUST_CARE: '9820045678',
    CURRENCY: 'INR',
    DEFAULT_COLOR: '#000000',
    THEME_ID_v2: 'berlin',
    IS_GRID_VIEW: true,
    OWNER_NAME: 'Ananya Kapoor',
    VALIDATED_PHONE: '9820045678',
    ENABLE_WA_SUPPORT: false,
    HelloBar: { text: 'Free shipping above ₹999 · 7-day size exchange', targetScreens: ['Home'] },
    // English first, Tamil its second language
    LANGUAGE: 'en',
    LANGUAGES: ['en', 'ta'],
    I18N: { ta: TAMIL_STORE },
    CART_RULES: {
      ONLY_SINGLE_CATALOG: true,
      GST: true,
      DELIVERY_CHARGE: 4900,
      DELIVERY_FREE_ABOVE: 99900,
    },
    ABOUT: {
      email: 'hello@noirthreads.example',
      address: 'Studio 3, Pali Hill Road, Bandra West, Mumbai 400050',
      gstin: '27AMQPK7319D1ZU',
      terms: 'Colours may look slightly different on screen. Each order ships from one collection at a time.',
      privacy: 'Your details are used only to ship your order and answer your questions.',
      refund: 'Unworn items with tags can be exchanged within 7 days; refunds go to your wallet.',
      delivery: 'Ships in 2 days across India by courier; 4-7 days to reach you.',
    },
    WORKING_HOURS: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({ day, open: '11:00', close: '20:00' })),
  },
  domains: [],
  categories,
  items: all,
  // a small studio on the composition scheme: its documents are bills of supply
  gst: { gstin: '27AMQPK7319D1ZU', legalName: 'Noir Threads Studio', address: 'Studio 3, Pali Hill Road, Bandra West, Mumbai 400050', compositionScheme: true },
  plugins: {
    TAWK: { ENABLED: true, TAWK_ID: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde' },
    CATALOG_SEARCH: { ENABLED: true, LABEL: 'Search the collection' },
  },
  coupons: [
    { code: 'NOIR10', type: 'PERCENT', value: 10, description: '10% off up to ₹300 on orders above ₹1,499', minCartValue: 149900, maxDiscount: 30000, I18N: { ta: { description: '₹1,499 க்கு மேலான ஆர்டர்களுக்கு 10% தள்ளுபடி, ₹300 வரை' } } },
    { code: 'FIRSTLOOK', type: 'FLAT', value: 20000, description: '₹200 off your first order above ₹1,999', minCartValue: 199900, perUserLimit: 1, I18N: { ta: { description: '₹1,999 க்கு மேலான முதல் ஆர்டருக்கு ₹200 தள்ளுபடி' } } },
  ],
  blogs: [
    {
      id: 'one-kurta-three-ways', collectionId: 'journal', collectionName: 'Journal',
      title: 'One kurta, three ways', image: img('mul-kurta-black'), publishedAt: '2025-09-02',
      body: [
        'Our black mul kurta is the most versatile thing we make. Here is how we wear it:',
        '',
        '1. **Office:** with straight selvedge jeans and white sneakers.',
        '2. **Weekend:** sleeves rolled, over denim shorts, with kolhapuris.',
        '3. **Festive:** with a printed Nehru jacket and churidar.',
        '',
        'Fit tip: size down if you like it close to the body.',
      ].join('\n'),
    },
  ],
  pages: [
    {
      id: 'size-guide', title: 'Size guide',
      body: [
        '# Size guide (inches)',
        '',
        '| Size | Chest | Length |',
        '|---|---|---|',
        '| S | 38 | 28 |',
        '| M | 40 | 29 |',
        '| L | 42 | 30 |',
        '| XL | 44 | 31 |',
        '| XXL | 46 | 32 |',
        '',
        'Denim sizes are waist in inches. Unsure? Chat with us and we will help.',
      ].join('\n'),
    },
  ],
  branches: [{ id: 'bandra-studio', NAME: 'Bandra Studio' }],
  questions: [
    ['mul-kurta-black', 'Aditya', 'Does the black colour bleed in the first wash?', 'Wash it separately in cold water for the first two washes; after that it is colour-fast.'],
    ['mul-kurta-black', 'Ishaan', 'I am 5′10″ and 72 kg. M or L?', 'M for a slim fit, L if you like it relaxed.'],
    ['linen-shirt', 'Meera', 'Is the linen see-through in white?', 'It is mid-weight linen, so not see-through, though a light vest helps in bright sunlight.'],
    ['selvedge-straight', 'Kabir', 'Is there a chain-stitch hem?', null],
  ],
  reviews: [
    ['mul-kurta-black', 'Rohan', 5, 'Featherlight', 'The best summer kurta I own. True to size.'],
    ['mul-kurta-black', 'Tara', 4, 'Lovely fabric', 'Slightly long on me but beautiful fall.'],
    ['linen-shirt', 'Vikram', 5, 'Worth it', 'Proper linen, gets softer with every wash.'],
    ['heavy-tee-black', 'Zoya', 5, 'Thick and boxy', 'Exactly the heavyweight tee I was looking for.'],
  ],
};
