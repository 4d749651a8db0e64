import type { StoreInput } from '../src/domain/tables/stores';
import type { CategoryInput } from '../src/domain/tables/categories';
import type { ItemInput } from '../src/domain/tables/items';
import type { TranslatedLang } from '../src/domain/i18n/languages';

/** A coupon as the seed and the owner API write it (the cart issue adds its table). */
export interface SeedCoupon {
  code: string;
  type: 'FLAT' | 'PERCENT';
  /** paise for FLAT, percent for PERCENT */
  value: number;
  description: string;
  minCartValue?: number;
  maxDiscount?: number;
  usageLimit?: number;
  perUserLimit?: number;
  /** the description in the shop's other languages */
  I18N?: { [L in TranslatedLang]?: { description: string } };
}

export interface SeedBlog {
  id: string;
  collectionId: string;
  collectionName: string;
  title: string;
  /** markdown */
  body: string;
  image?: string;
  publishedAt: string; // ISO date
}

export interface SeedPage {
  id: string;
  title: string;
  /** markdown */
  body: string;
}

/** A demo shopper's question: [item id, asker, question, the owner's answer or null (unanswered ones stay hidden)] */
export type SeedQuestion = [itemId: string, name: string, question: string, answer: string | null];
/** A demo shopper's review: [item id, reviewer, rating 1-5, title, body] */
export type SeedReview = [itemId: string, name: string, rating: number, title: string, body: string];

export interface SeedShop {
  store: StoreInput;
  domains: string[];
  categories: CategoryInput[];
  items: ItemInput[];
  plugins: {
    TAWK?: { ENABLED: boolean; TAWK_ID: string };
    CUSTOM_JS_SCRIPT?: { ENABLED: boolean };
    CATALOG_SEARCH?: { ENABLED: boolean; LABEL: string };
  };
  coupons: SeedCoupon[];
  blogs: SeedBlog[];
  pages: SeedPage[];
  branches: { id: string; NAME: string }[];
  questions: SeedQuestion[];
  reviews: SeedReview[];
  /** PATCH /payments: UPI and cash on delivery */
  payments?: {
    UPI?: { enabled?: boolean; vpa?: string; payeeName?: string };
    COD?: { enabled?: boolean; maxOrderValue?: number };
  };
  /** PATCH /gst: the registration its invoices print */
  gst?: { gstin?: string; stateCode?: string; legalName?: string; address?: string; compositionScheme?: boolean };
}
