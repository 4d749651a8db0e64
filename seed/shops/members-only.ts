import type { ItemInput } from '../../src/schemas/catalogue';
import type { SeedShop } from '../types';

const img = (id: string): string => `/img/p/${id}.svg`;

/** [id, category, name, price ₹, MRP ₹, gst %, stock, description] */
type Row = [id: string, catId: string, name: string, price: number, mrp: number, gst: number, stock: number | null, desc: string];

const rows: Row[] = [
  ['sugar-50kg', 'bulk-staples', 'Sugar (M-30) – 50 kg Bori', 2150, 2400, 5, 12, 'Medium-grain sulphur-free sugar, full bori. For halwais, dhabas and caterers.'],
  ['basmati-25kg', 'bulk-staples', 'Sela Basmati – 25 kg Bag', 2390, 2750, 5, 6, 'Golden sela basmati that stays separate in large-batch biryani.'],
  ['mustard-oil-15l', 'bulk-staples', 'Mustard Oil – 15 L Tin', 2280, 2550, 5, 9, 'Kachi ghani sarson oil in a sealed tin.'],
  ['toor-dal-30kg', 'bulk-staples', 'Toor Dal – 30 kg Bag', 4950, 5400, 0, 0, 'Unpolished arhar dal, machine cleaned. Back next week.'],
  ['atta-50kg', 'bulk-staples', 'Chakki Atta – 50 kg Bag', 1890, 2100, 0, null, 'Whole wheat chakki atta, milled to order.'],
  ['dishwash-5l', 'household', 'Dishwash Liquid – 5 L Can', 420, 499, 18, 30, 'Lime dishwash concentrate for commercial kitchens.'],
  ['garbage-bags-xl', 'household', 'Garbage Bags XL (150 pc)', 360, 420, 18, 2, 'Heavy-duty black bags, 30 x 37 inch.'],
  ['tissue-rolls-48', 'household', 'Kitchen Tissue Rolls (48 pc)', 1150, 1320, 18, 14, 'Two-ply kitchen rolls, carton of 48.'],
];

export const membersOnly: SeedShop = {
  store: {
    id: 'members-only',
    STORE_NAME: 'Sadar Bazaar Wholesale Club',
    STORE_DESC: 'Wholesale prices for registered restaurants, caterers and retailers. Sign in with your member number to see the catalogue and order.',
    STORE_IMAGE: img('members-only'),
    CUST_CARE: '9811204455',
    DEFAULT_COLOR: '#1d4ed8',
    THEME_ID_v2: 'default',
    LOGIN_MANDATE: true,
    OWNER_NAME: 'Harpreet Singh',
    VALIDATED_PHONE: '9811204455',
    CART_RULES: { GST: true, MINIMUM_CART_VALUE: 200000, DELIVERY_CHARGE: 15000, DELIVERY_FREE_ABOVE: 1000000 },
    ABOUT: {
      email: 'members@sadarwholesale.example',
      address: '2281, Gali Barna, Sadar Bazaar, Delhi 110006',
      gstin: '07AAKFS5520R1ZK',
      terms: 'Members only. Bulk packs are not split. Prices change daily with the mandi rate.',
      delivery: 'Tempo delivery across Delhi NCR the next working day.',
    },
    WORKING_HOURS: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({ day, open: '09:30', close: '19:00' })),
  },
  domains: [],
  categories: [
    { CAT_ID: 'bulk-staples', CAT_NAME: 'Bulk Staples', CAT_DESC: 'Full boris, bags and tins.', CAT_IMAGE: img('bulk-staples'), POSITION: 1 },
    { CAT_ID: 'household', CAT_NAME: 'Housekeeping Supplies', CAT_DESC: 'Cleaning and kitchen consumables by the carton.', CAT_IMAGE: img('household'), POSITION: 2 },
  ],
  items: rows.map(([id, catId, name, price, mrp, gst, stock, desc], i): ItemInput => ({
    ID: id, CAT_ID: catId, ITEM_NAME: name, ITEM_DESC: desc, IMAGE: img(id),
    PRICE: price * 100, MRP: mrp * 100, GST_PERCENT: gst, STOCK_QTY: stock, POSITION: i,
  })),
  plugins: {},
  coupons: [],
  blogs: [],
  pages: [],
  branches: [],
  questions: [],
  reviews: [],
};
