import type { ItemInput } from '../../src/domain/tables/items';
import type { SeedShop } from '../types';

const img = (id: string): string => `/img/p/${id}.svg`;

const rows: [id: string, name: string, price: number, mrp: number, stock: number, desc: string][] = [
  [
    'fast-charger-65w',
    '65W Fast Charger (Type-C)',
    499,
    1999,
    50,
    'Charges any phone in 30 minutes. Limited-time price.',
  ],
  ['wireless-earbuds', 'Wireless Earbuds Pro', 799, 4999, 40, 'Noise cancelling earbuds with 40-hour battery.'],
  ['power-bank-20000', '20000 mAh Power Bank', 699, 2999, 25, 'Slim power bank with two USB ports.'],
];

export const reportedShop: SeedShop = {
  store: {
    id: 'reported-shop',
    STORE_NAME: 'Mega Gadget Deals',
    STORE_DESC: 'Branded mobile accessories at up to 80% off.',
    STORE_IMAGE: img('reported-shop'),
    CUST_CARE: '9990012345',
    DEFAULT_COLOR: '#b91c1c',
    IS_STORE_REPORTED: true,
    REPORT_TEXT:
      'This shop has been reported by several shoppers for not delivering prepaid orders and is under review. Please do not make any payment to this shop until the review is complete.',
    OWNER_NAME: 'Vikram Malhotra',
    VALIDATED_PHONE: '9990012345',
    CART_RULES: { GST: true },
  },
  domains: [],
  categories: [
    { CAT_ID: 'mobile-accessories', CAT_NAME: 'Mobile Accessories', CAT_IMAGE: img('mobile-accessories'), POSITION: 1 },
  ],
  items: rows.map(
    ([id, name, price, mrp, stock, desc], i): ItemInput => ({
      ID: id,
      CAT_ID: 'mobile-accessories',
      ITEM_NAME: name,
      ITEM_DESC: desc,
      IMAGE: img(id),
      PRICE: price * 100,
      MRP: mrp * 100,
      GST_PERCENT: 18,
      STOCK_QTY: stock,
      POSITION: i,
    }),
  ),
  plugins: {},
  coupons: [],
  blogs: [],
  pages: [],
  branches: [],
  questions: [],
  reviews: [],
};
