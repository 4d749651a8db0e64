import type { CategoryInput } from '../../src/domain/tables/categories';
import type { ItemInput } from '../../src/domain/tables/items';
import type { SeedShop } from '../types';
import { HINDI_CATEGORIES, HINDI_NAMES, HINDI_STORE } from './dilli-kirana-hindi';

/** One pack size: [key, price in rupees, MRP in rupees (omitted for loose goods sold without MRP)]. */
type Pack = [key: string, price: number, mrp?: number];
/** [id, name, gst %, stock (null = not tracked), packs, description] */
type Row = [id: string, name: string, gst: number, stock: number | null, packs: Pack[], desc: string];

const rs = (rupees: number): number => Math.round(rupees * 100);
const img = (id: string): string => `/img/p/${id}.svg`;
/** '500g' -> '500 g', '1l' -> '1 L', '10pc' -> '10 pc' */
const packLabel = (key: string): string =>
  key.replace(/^(\d+)(\D+)$/, (_, n: string, u: string) => `${n} ${u === 'l' ? 'L' : u}`);

/** HSN codes of the GST tariff, by category (printed on tax invoices). */
const HSN: Record<string, string> = {
  rice: '1006',
  'atta-flours': '1101',
  'dals-pulses': '0713',
  'oils-ghee': '1508',
  masale: '0910',
  'snacks-namkeen': '2106',
  dairy: '0401',
  'festive-hampers': '2008',
};

function items(catId: string, rows: Row[]): ItemInput[] {
  return rows.map(([id, name, gst, stock, packs, desc], i) => {
    const cheapest = packs.reduce((a, b) => (b[1] < a[1] ? b : a));
    const item: ItemInput = {
      ID: id,
      CAT_ID: catId,
      ITEM_NAME: name,
      ITEM_DESC: desc,
      IMAGE: img(id),
      PRICE: rs(cheapest[1]),
      MRP: cheapest[2] === undefined ? null : rs(cheapest[2]),
      GST_PERCENT: gst,
      HSN: HSN[catId] ?? '',
      ...(HINDI_NAMES[id] ? { I18N: { hi: { ITEM_NAME: HINDI_NAMES[id] } } } : {}),
      STOCK_QTY: stock,
      POSITION: i,
    };
    if (packs.length > 1) {
      item.VARIANTS = {
        prices: packs.map(([key, price, mrp]) => ({
          key,
          label: packLabel(key),
          price: rs(price),
          ...(mrp === undefined ? {} : { mrp: rs(mrp) }),
          gst,
        })),
      };
    }
    return item;
  });
}

const cat = (id: string, name: string, desc: string, pos: number, disabled = false): CategoryInput => ({
  CAT_ID: id,
  CAT_NAME: name,
  CAT_DESC: desc,
  CAT_IMAGE: img(id),
  POSITION: pos,
  IS_DISABLED: disabled,
  ON_HOME: !disabled,
  ...(HINDI_CATEGORIES[id] ? { I18N: { hi: HINDI_CATEGORIES[id] } } : {}),
});

const categories: CategoryInput[] = [
  cat('rice', 'Chawal / Rice', 'Basmati, sela and everyday rice, weighed fresh.', 1),
  cat('atta-flours', 'Atta & Flours', 'Chakki atta ground every morning, besan, sooji and more.', 2),
  cat('dals-pulses', 'Dals & Pulses', 'Cleaned, sorted dals and sabut pulses.', 3),
  cat('oils-ghee', 'Edible Oils & Ghee', 'Kachi ghani sarson, refined oils and desi ghee.', 4),
  cat('masale', 'Masale & Spices', 'Pisa hua masala and whole spices from Khari Baoli.', 5),
  cat('snacks-namkeen', 'Snacks & Namkeen', 'Chai-time namkeen, rusks and biscuits.', 6),
  cat('dairy', 'Dairy', 'Milk, dahi, paneer and butter, delivered chilled.', 7),
  cat('festive-hampers', 'Diwali Gift Hampers', 'Back in stock before Diwali.', 8, true),
];

const all: ItemInput[] = [
  ...items('rice', [
    [
      'basmati-classic',
      'Classic Basmati Rice',
      5,
      40,
      [
        ['1kg', 139, 160],
        ['5kg', 649, 760],
      ],
      'Long, aromatic grains aged for a year. Our everyday pick for pulao and jeera rice.',
    ],
    [
      'basmati-1121-loose',
      '1121 Steam Basmati (Loose)',
      0,
      25,
      [
        ['1kg', 119],
        ['5kg', 575],
      ],
      'Extra-long 1121 grains sold loose from the bori. Cooks fluffy and separate.',
    ],
    [
      'dubar-basmati',
      'Dubar Basmati (Broken)',
      5,
      18,
      [
        ['1kg', 95, 110],
        ['5kg', 459, 520],
      ],
      'Broken basmati with full aroma at a lighter price. Perfect for khichdi and daily rice.',
    ],
    [
      'sona-masoori',
      'Sona Masoori Rice',
      0,
      30,
      [
        ['1kg', 68],
        ['5kg', 330],
        ['10kg', 640],
      ],
      'Light, low-starch rice from Andhra. Ideal for everyday dal-chawal.',
    ],
    [
      'kolam-rice',
      'Kolam Rice',
      0,
      0,
      [
        ['1kg', 72],
        ['5kg', 350],
      ],
      'Small-grain soft rice that stays light on the stomach.',
    ],
    [
      'parmal-sela',
      'Parmal Sela Rice (Loose)',
      0,
      null,
      [['1kg', 52]],
      'Parboiled rice that never turns sticky. Good value for large families.',
    ],
    [
      'brown-rice',
      'Brown Rice',
      5,
      3,
      [['1kg', 165, 190]],
      'Unpolished whole-grain rice with the bran intact. Soak for 30 minutes before cooking.',
    ],
    [
      'idli-rice',
      'Idli Rice',
      0,
      12,
      [
        ['1kg', 58],
        ['5kg', 280],
      ],
      'Short-grain boiled rice for soft idli and crisp dosa batter.',
    ],
    [
      'poha-thick',
      'Poha (Thick)',
      0,
      20,
      [
        ['500g', 38, 45],
        ['1kg', 72, 85],
      ],
      'Thick flattened rice that holds its shape for Indori-style poha.',
    ],
  ]),
  ...items('atta-flours', [
    [
      'chakki-atta',
      'Chakki Fresh Atta',
      0,
      60,
      [
        ['1kg', 45],
        ['5kg', 215],
        ['10kg', 420],
      ],
      'Ground every morning at our own chakki from MP wheat. Soft rotis that stay soft till dinner.',
    ],
    [
      'sharbati-atta',
      'MP Sharbati Atta',
      5,
      35,
      [
        ['5kg', 289, 320],
        ['10kg', 565, 620],
      ],
      'Golden sharbati wheat, sealed pack. Slightly sweet taste and a fine texture.',
    ],
    [
      'multigrain-atta',
      'Multigrain Atta',
      5,
      2,
      [
        ['1kg', 75, 85],
        ['5kg', 349, 395],
      ],
      'Wheat blended with jowar, bajra, ragi, chana and oats. Extra fibre for daily rotis.',
    ],
    [
      'besan',
      'Besan (Gram Flour)',
      5,
      28,
      [
        ['500g', 58, 65],
        ['1kg', 112, 125],
      ],
      'Fine besan from pure chana dal. Makes crisp pakode and smooth kadhi.',
    ],
    [
      'maida',
      'Maida',
      0,
      30,
      [
        ['500g', 25],
        ['1kg', 48],
      ],
      'Refined wheat flour for samose, mathri and baking.',
    ],
    [
      'sooji-fine',
      'Sooji / Rava (Fine)',
      0,
      26,
      [
        ['500g', 32],
        ['1kg', 60],
      ],
      'Fine semolina for halwa, upma and rava idli.',
    ],
    [
      'bajra-atta',
      'Bajra Atta',
      0,
      0,
      [['1kg', 52]],
      'Pearl millet flour for winter rotis. Best eaten hot with white butter and gur.',
    ],
    [
      'makki-atta',
      'Makki ka Atta',
      0,
      9,
      [
        ['1kg', 58],
        ['2kg', 110],
      ],
      'Yellow maize flour, a must with sarson ka saag.',
    ],
    [
      'ragi-atta',
      'Ragi Flour',
      5,
      null,
      [['500g', 95, 110]],
      'Finger millet flour, rich in calcium. Good for rotis, dosa and porridge.',
    ],
  ]),
  ...items('dals-pulses', [
    [
      'toor-dal',
      'Toor (Arhar) Dal',
      0,
      45,
      [
        ['500g', 89],
        ['1kg', 172],
        ['5kg', 840],
      ],
      'Unpolished arhar dal that cooks quickly and tastes rich. The everyday dal of every Delhi kitchen.',
    ],
    [
      'moong-dal',
      'Moong Dal (Dhuli)',
      0,
      38,
      [
        ['500g', 72],
        ['1kg', 138],
      ],
      'Yellow split moong, light and easy to digest. Also great for cheela and halwa.',
    ],
    [
      'chana-dal',
      'Chana Dal',
      0,
      40,
      [
        ['500g', 48],
        ['1kg', 92],
      ],
      'Bold chana dal for dal, besan-free snacks and lauki chana.',
    ],
    [
      'masoor-dal',
      'Masoor Dal (Malka)',
      0,
      22,
      [
        ['500g', 55],
        ['1kg', 105],
      ],
      'Red lentils that cook in 15 minutes without soaking.',
    ],
    [
      'urad-sabut',
      'Sabut Urad (for Dal Makhani)',
      0,
      15,
      [
        ['500g', 78],
        ['1kg', 150],
      ],
      'Whole black urad. Soak overnight and slow-cook for proper dal makhani.',
    ],
    [
      'rajma-chitra',
      'Rajma Chitra',
      0,
      3,
      [
        ['500g', 95],
        ['1kg', 182],
      ],
      'Speckled Chitra rajma that turns creamy when cooked. Sunday rajma-chawal sorted.',
    ],
    [
      'kabuli-chana',
      'Kabuli Chana (Bold)',
      0,
      0,
      [
        ['500g', 85],
        ['1kg', 165],
      ],
      'Large white chickpeas for Pindi chole and chaat.',
    ],
    [
      'moong-sabut',
      'Sabut Moong',
      0,
      20,
      [
        ['500g', 70],
        ['1kg', 135],
      ],
      'Whole green moong for sprouts and dal.',
    ],
    ['lobia', 'Lobia (Black-eyed Beans)', 0, null, [['500g', 62]], 'Lobia for a simple Punjabi-style curry.'],
  ]),
  ...items('oils-ghee', [
    [
      'mustard-oil',
      'Kachi Ghani Mustard Oil',
      5,
      50,
      [
        ['1l', 185, 210],
        ['5l', 899, 1020],
      ],
      'Cold-pressed sarson oil with a strong, pungent jhaanj. For achaar, saag and tadka.',
    ],
    [
      'soyabean-oil',
      'Refined Soyabean Oil',
      5,
      40,
      [
        ['1l', 145, 165],
        ['5l', 699, 790],
      ],
      'Light refined oil for everyday cooking and deep frying.',
    ],
    [
      'sunflower-oil',
      'Refined Sunflower Oil',
      5,
      2,
      [
        ['1l', 165, 189],
        ['5l', 799, 899],
      ],
      'Neutral-tasting, light sunflower oil. Good for pooris and pakode.',
    ],
    [
      'groundnut-oil',
      'Filtered Groundnut Oil',
      5,
      12,
      [['1l', 210, 240]],
      'Filtered mungfali oil with a nutty flavour, Gujarati style.',
    ],
    [
      'rice-bran-oil',
      'Rice Bran Oil',
      5,
      0,
      [
        ['1l', 155, 175],
        ['5l', 749, 840],
      ],
      'High smoke point oil that absorbs less when frying.',
    ],
    [
      'desi-ghee',
      'Desi Cow Ghee',
      12,
      20,
      [
        ['500ml', 349, 380],
        ['1l', 675, 730],
      ],
      'Danedar cow ghee with a rich aroma. A spoon on hot rotis is all you need.',
    ],
    [
      'buffalo-ghee',
      'Pure Buffalo Ghee',
      12,
      8,
      [['1kg', 620, 680]],
      'Thick white buffalo ghee, best for sweets and halwa.',
    ],
    [
      'coconut-oil',
      'Coconut Oil',
      5,
      15,
      [['500ml', 165, 190]],
      'Pure coconut oil for South Indian cooking and hair oiling.',
    ],
    [
      'til-oil',
      'Til (Sesame) Oil',
      5,
      6,
      [['500ml', 175, 199]],
      'Cold-pressed sesame oil for winter cooking and til ke laddoo.',
    ],
  ]),
  ...items('masale', [
    [
      'haldi-powder',
      'Haldi Powder',
      5,
      30,
      [
        ['100g', 32, 38],
        ['200g', 60, 70],
        ['500g', 140, 160],
      ],
      'Bright Salem haldi, ground in small batches. Deep colour, no added colour.',
    ],
    [
      'kashmiri-mirch',
      'Kashmiri Lal Mirch Powder',
      5,
      25,
      [
        ['100g', 55, 62],
        ['200g', 105, 120],
      ],
      'Gives a deep red colour with mild heat. For tandoori and rogan josh.',
    ],
    [
      'dhania-powder',
      'Dhania Powder',
      5,
      28,
      [
        ['100g', 28, 32],
        ['200g', 52, 60],
      ],
      'Freshly ground coriander seeds with a citrusy aroma.',
    ],
    [
      'jeera-whole',
      'Jeera (Whole)',
      5,
      22,
      [
        ['100g', 65, 75],
        ['250g', 155, 175],
      ],
      'Bold Unjha jeera, cleaned and sorted. For tadka and jeera rice.',
    ],
    [
      'garam-masala',
      'Garam Masala (House Blend)',
      5,
      3,
      [
        ['50g', 45, 50],
        ['100g', 85, 95],
      ],
      'Our own blend of 12 whole spices roasted and ground in the shop. Add at the end for aroma.',
    ],
    [
      'chole-masala',
      'Chole Masala',
      5,
      18,
      [['100g', 72, 80]],
      'Tangy blend with anardana and amchur for dark Pindi chole.',
    ],
    [
      'hing',
      'Hing (Compounded)',
      5,
      10,
      [
        ['25g', 65, 75],
        ['50g', 120, 140],
      ],
      'Strong hing; a pinch is enough for a full pot of dal.',
    ],
    [
      'kasuri-methi',
      'Kasuri Methi',
      5,
      0,
      [['50g', 35, 40]],
      'Dried fenugreek leaves. Crush between palms over paneer and dal makhani.',
    ],
    [
      'rai-sarson',
      'Rai (Mustard Seeds)',
      5,
      null,
      [
        ['100g', 18, 20],
        ['250g', 42, 48],
      ],
      'Small black mustard seeds for tadka and achaar.',
    ],
  ]),
  ...items('snacks-namkeen', [
    [
      'aloo-bhujia',
      'Aloo Bhujia',
      18,
      40,
      [
        ['200g', 55, 60],
        ['400g', 105, 115],
        ['1kg', 245, 270],
      ],
      'Thin, crisp Bikaneri-style bhujia. Chai ka sabse achha saathi.',
    ],
    [
      'navratan-mix',
      'Navratan Mixture',
      18,
      25,
      [
        ['200g', 60, 65],
        ['400g', 115, 125],
      ],
      'Sev, peanuts, dal and cornflakes in one crunchy mix.',
    ],
    ['moong-dal-namkeen', 'Moong Dal Namkeen', 18, 0, [['200g', 55, 60]], 'Fried salted moong dal, light and crunchy.'],
    [
      'khatta-meetha',
      'Khatta Meetha Mixture',
      18,
      20,
      [
        ['200g', 55, 60],
        ['400g', 105, 115],
      ],
      'Sweet, sour and a little spicy. Kids love it.',
    ],
    [
      'methi-mathri',
      'Methi Mathri (Haath ki Bani)',
      18,
      2,
      [['250g', 90, 100]],
      'Flaky mathri made by a Chandni Chowk halwai. Limited batch every week.',
    ],
    [
      'suji-rusk',
      'Elaichi Suji Rusk',
      18,
      30,
      [['300g', 55, 60]],
      'Double-baked rusk with a hint of elaichi, for dunking in chai.',
    ],
    [
      'marie-biscuits',
      'Marie Biscuits (Family Pack)',
      18,
      45,
      [['600g', 60, 65]],
      'Light tea-time biscuits, family pack.',
    ],
    [
      'roasted-makhana',
      'Roasted Makhana (Peri Peri)',
      18,
      15,
      [['100g', 99, 120]],
      'Fox nuts roasted in very little oil with peri peri seasoning.',
    ],
    [
      'banana-chips',
      'Kerala Banana Chips',
      18,
      null,
      [['200g', 85, 95]],
      'Thin nendran banana chips fried in coconut oil.',
    ],
    [
      'gur-chikki',
      'Gur Moongphali Chikki',
      18,
      12,
      [['200g', 40, 45]],
      'Peanut chikki made with jaggery. A winter favourite.',
    ],
  ]),
  ...items('dairy', [
    [
      'toned-milk',
      'Toned Milk',
      0,
      null,
      [
        ['500ml', 28, 28],
        ['1l', 56, 56],
      ],
      'Fresh pouch milk delivered before 8 am. Order by 9 pm for next-morning delivery.',
    ],
    [
      'full-cream-milk',
      'Full Cream Milk',
      0,
      null,
      [
        ['500ml', 34, 34],
        ['1l', 68, 68],
      ],
      'Rich full cream milk for chai, kheer and malai.',
    ],
    [
      'dahi',
      'Dahi (Set Curd)',
      5,
      20,
      [
        ['400g', 40, 40],
        ['1kg', 90, 90],
      ],
      'Thick, mildly sour set curd, made fresh daily.',
    ],
    [
      'malai-paneer',
      'Fresh Malai Paneer',
      5,
      3,
      [
        ['200g', 90, 95],
        ['500g', 215, 230],
      ],
      'Soft paneer from the dairy down the road, delivered the same day.',
    ],
    [
      'salted-butter',
      'Salted Butter',
      12,
      24,
      [
        ['100g', 58, 60],
        ['500g', 275, 285],
      ],
      'Creamy salted butter for parathas and pav bhaji.',
    ],
    [
      'cheese-slices',
      'Processed Cheese Slices (10 pc)',
      12,
      0,
      [['200g', 145, 155]],
      'Ten individually wrapped slices for sandwiches and burgers.',
    ],
    [
      'masala-chaach',
      'Masala Chaach',
      0,
      30,
      [['500ml', 20, 20]],
      'Spiced buttermilk with jeera and pudina. Best served chilled.',
    ],
    [
      'khoya',
      'Khoya / Mawa',
      5,
      4,
      [
        ['250g', 110],
        ['500g', 215],
      ],
      'Fresh khoya for gajar ka halwa and barfi. Keep refrigerated.',
    ],
    ['fresh-cream', 'Fresh Cream', 5, 10, [['200ml', 70, 72]], 'Low-fat cooking cream for curries and desserts.'],
  ]),
  ...items('festive-hampers', [
    [
      'dry-fruit-box',
      'Diwali Dry Fruit Box',
      12,
      10,
      [['500g', 899, 999]],
      'Kaju, badam, kishmish and pista in a gift box.',
    ],
    [
      'soan-papdi-hamper',
      'Soan Papdi & Namkeen Hamper',
      18,
      5,
      [['1kg', 549, 599]],
      'Soan papdi, bhujia and a diya set, packed for gifting.',
    ],
  ]),
];

/** Extra gallery pictures for a few items. */
const GALLERIES: Record<string, string[]> = {
  besan: ['/img/p/besan-ladoo.svg', '/img/p/besan-pakode.svg'],
  'chakki-atta': ['/img/p/atta-chakki-mill.svg'],
};
for (const item of all) if (GALLERIES[item.ID]) item.IMAGES = GALLERIES[item.ID];

const md = (...lines: string[]): string => lines.join('\n');

export const dilliKirana: SeedShop = {
  store: {
    id: 'dilli-kirana',
    STORE_NAME: 'Dilli Kirana Store',
    STORE_DESC:
      'Your neighbourhood kirana in Lajpat Nagar since 1987. Fresh chakki atta every morning, dals, masale, oils and dairy delivered to your door within the hour.',
    STORE_IMAGE: img('dilli-kirana'),
    CUST_CARE: '9876501234',
    CURRENCY: 'INR',
    DEFAULT_COLOR: '#15803d',
    THEME_ID_v2: 'default',
    IS_GRID_VIEW: true,
    OWNER_NAME: 'Rakesh Aggarwal',
    VALIDATED_PHONE: '9876501234',
    ENABLE_WA_SUPPORT: true,
    HelloBar: { text: 'Free delivery on orders above ₹499 · Fresh atta every morning', targetScreens: ['Home', 'Bag'] },
    // English first, Hindi its second language
    LANGUAGE: 'en',
    LANGUAGES: ['en', 'hi'],
    I18N: { hi: HINDI_STORE },
    CART_RULES: {
      GST: true,
      MINIMUM_CART_VALUE: 9900,
      DELIVERY_CHARGE: 3000,
      DELIVERY_FREE_ABOVE: 49900,
      EXTRA_CHARGE_PER_KM: 1000,
      STANDARD_DELIVERY_AREA: 3,
      MAX_DELIVERY_RADIUS: 10,
      LAT_LNG: { lat: 28.5677, lng: 77.2433 },
      EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
      WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 200000 },
    },
    ABOUT: {
      email: 'orders@dillikirana.example',
      address: 'Shop 14, Central Market, Lajpat Nagar II, New Delhi 110024',
      gstin: '07AAJPA4821K1ZU',
      fssai: '10719011000527',
      terms: 'Prices include packing but not delivery; we may cancel an order if an item runs out.',
      privacy: 'We use your phone number and address only to deliver your orders and never share them.',
      refund: 'Damaged or wrong items are replaced or refunded to your wallet if reported within 24 hours of delivery.',
      delivery: 'Delivery within 60 minutes up to 3 km, same day up to 10 km. Orders after 9 pm go out next morning.',
    },
    WORKING_HOURS: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({
      day,
      open: '08:00',
      close: '21:30',
    })),
  },
  domains: ['dillikirana.localhost'],
  categories,
  items: all,
  plugins: { CUSTOM_JS_SCRIPT: { ENABLED: false } },
  payments: {
    UPI: { enabled: true, vpa: 'dillikirana.store@icici', payeeName: 'Dilli Kirana Store' },
    COD: { enabled: true, maxOrderValue: 500000 },
  },
  gst: {
    gstin: '07AAJPA4821K1ZU',
    legalName: 'Dilli Kirana Store',
    address: 'Shop 14, Central Market, Lajpat Nagar II, New Delhi 110024',
  },
  coupons: [
    {
      code: 'FLAT50',
      type: 'FLAT',
      value: 5000,
      description: 'Flat ₹50 off on orders above ₹499',
      minCartValue: 49900,
      I18N: { hi: { description: '₹499 से ऊपर के ऑर्डर पर सीधे ₹50 की छूट' } },
    },
    {
      code: 'BACHAT10',
      type: 'PERCENT',
      value: 10,
      description: '10% off up to ₹100 on orders above ₹299',
      minCartValue: 29900,
      maxDiscount: 10000,
      I18N: { hi: { description: '₹299 से ऊपर के ऑर्डर पर 10% छूट, ₹100 तक' } },
    },
    {
      code: 'PEHLAORDER',
      type: 'FLAT',
      value: 7500,
      description: '₹75 off your first order above ₹399',
      minCartValue: 39900,
      perUserLimit: 1,
      I18N: { hi: { description: '₹399 से ऊपर के पहले ऑर्डर पर ₹75 की छूट' } },
    },
    {
      code: 'LUCKY200',
      type: 'FLAT',
      value: 20000,
      description: '₹200 off for the first shopper to use it, on orders above ₹999',
      minCartValue: 99900,
      usageLimit: 1,
      I18N: { hi: { description: 'सबसे पहले इस्तेमाल करने वाले को ₹999 से ऊपर के ऑर्डर पर ₹200 की छूट' } },
    },
  ],
  blogs: [
    {
      id: 'store-atta-in-monsoon',
      collectionId: 'kitchen-tips',
      collectionName: 'Kitchen Tips',
      title: 'How to store atta in the monsoon',
      image: img('chakki-atta'),
      publishedAt: '2025-07-04',
      body: md(
        'Delhi humidity and atta are not friends. A few habits keep your flour fresh for weeks:',
        '',
        '1. **Buy smaller packs.** A 5 kg bag lasts a family of four about ten days, which is just right.',
        '2. **Use an airtight steel dabba**, not the plastic bag it came in. Wipe it completely dry first.',
        '3. **Add two or three tej patte or a few sabut laal mirch** on top. Keeps keede away.',
        '4. **Never use a wet hand or wet katori** to take atta out.',
        '',
        'Our chakki runs every morning at 7, so you can always order fresh.',
      ),
    },
    {
      id: 'keep-dal-free-of-keede',
      collectionId: 'kitchen-tips',
      collectionName: 'Kitchen Tips',
      title: 'Keeping dal and rice free of keede',
      image: img('toor-dal'),
      publishedAt: '2025-08-12',
      body: md(
        'Rajma, chana and rice are the first to catch insects in the rains.',
        '',
        '- Dry-roast sabut pulses for two minutes on a low flame before storing.',
        '- A pinch of **haldi** or a few **neem leaves** in the rice dabba works like dadi said.',
        '- Keep dals in glass jars away from the stove and the sink.',
        '',
        'Spot an issue with something we sent? Call us and we will replace it.',
      ),
    },
    {
      id: 'besan-ladoo-for-diwali',
      collectionId: 'festive-recipes',
      collectionName: 'Festive Recipes',
      title: 'Besan ke ladoo, the easy way',
      image: img('besan'),
      publishedAt: '2025-10-10',
      body: md(
        '## You need',
        '',
        '- 2 cups besan, 1 cup desi ghee, 1 cup boora (powdered sugar)',
        '- 1/2 tsp elaichi powder, a handful of chopped badam',
        '',
        '## Method',
        '',
        '1. Roast besan in ghee on a **low flame for 25 minutes**, stirring all the time, until it smells nutty.',
        '2. Let it cool till just warm, then mix in boora, elaichi and badam.',
        '3. Shape into ladoos with greased palms. Makes about 20.',
        '',
        'Tip: if the mixture feels dry, add a spoon of warm ghee.',
      ),
    },
  ],
  pages: [
    {
      id: 'about-us',
      title: 'About us',
      body: md(
        '# About Dilli Kirana Store',
        '',
        'Rakesh ji opened this shop in Lajpat Nagar in 1987 with a chakki and a few boris of rice.',
        'Today his son Amit runs deliveries across South Delhi, but the atta is still ground every morning.',
        '',
        'Questions? Call or WhatsApp **98765 01234** between 8 am and 9:30 pm.',
      ),
    },
    {
      id: 'shipping-policy',
      title: 'Shipping policy',
      body: md(
        '# Delivery',
        '',
        '- **Free delivery** on orders above ₹499; otherwise ₹30.',
        '- Within 3 km we deliver in about 60 minutes; ₹10 per extra km up to 10 km.',
        '- Minimum order ₹99. A ₹5 packing charge applies to every order.',
        '- Orders placed after 9 pm are delivered the next morning from 8 am.',
      ),
    },
  ],
  branches: [
    { id: 'lajpat-nagar', NAME: 'Lajpat Nagar II (Main Shop)' },
    { id: 'amar-colony', NAME: 'Amar Colony' },
  ],
  questions: [
    [
      'besan',
      'Priya S.',
      'Is this besan made from pure chana dal or mixed with matar?',
      'Pure chana dal only, ground at a mill in Naya Bazaar. No matar or maize added.',
    ],
    [
      'besan',
      'Mohit',
      'Is it fine enough for besan ladoo?',
      'Yes, it is the fine grade. For ladoo roast it slowly on a low flame.',
    ],
    [
      'besan',
      'Kavita',
      'What is the expiry after opening?',
      'About 3 months in an airtight dabba, away from moisture.',
    ],
    ['besan', 'Rahul', 'Do you have a 5 kg pack?', null],
    [
      'chakki-atta',
      'Neha G.',
      'What time is the atta ground?',
      'Every morning at 7 am. Orders before noon get that day’s atta.',
    ],
    [
      'chakki-atta',
      'Sunil',
      'Which wheat do you use?',
      'Sharbati and lokwan wheat from Madhya Pradesh, cleaned twice before grinding.',
    ],
    [
      'desi-ghee',
      'Anjali',
      'Is this ghee made from cow milk only?',
      'Yes, only desi cow milk, slow-cooked in small batches.',
    ],
    ['toor-dal', 'Farhan', 'Is this dal polished with oil?', 'No. It is unpolished, so wash it twice before cooking.'],
  ],
  reviews: [
    ['besan', 'Sunita M.', 5, 'Ladoo turned out perfect', 'Very fine and fresh. Smelled lovely while roasting.'],
    ['besan', 'Arjun', 4, 'Good quality', 'Pakode came out crisp. Pack could be sturdier.'],
    ['besan', 'Pooja', 5, 'Fresh stock', 'Delivered within the hour and the date was this week.'],
    ['chakki-atta', 'Rekha', 5, 'Rotis stay soft', 'Feels like the atta from our village chakki.'],
    ['chakki-atta', 'Deepak', 4, 'Fresh and fine', 'Good atta, slightly coarse some days.'],
    ['chakki-atta', 'Simran', 5, 'Best atta in Lajpat', 'Have been ordering for two years now.'],
    ['desi-ghee', 'Manoj', 4, 'Nice aroma', 'Danedar and tasty. A bit pricey.'],
    ['toor-dal', 'Farah', 3, 'Okay', 'Good taste but took longer to cook than expected.'],
  ],
};
