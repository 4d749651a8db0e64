import type { SeedShop } from './types';

/**
 * Statements for tables that later capabilities own (coupons, content, ...). Each capability adds
 * its own function to EXTRA_WRITERS; they run after the shop's own rows.
 */
export type ShopWriter = (shop: SeedShop, literal: (v: string | number | boolean | null) => string) => string[];

export const EXTRA_WRITERS: ShopWriter[] = [];
import { writeContent } from './content-sql'; EXTRA_WRITERS.push(writeContent);
import { writeCoupons } from './coupons-sql'; EXTRA_WRITERS.push(writeCoupons);
import { devOwnerKeyStatements } from '../src/data/owner-seed'; EXTRA_WRITERS.push(devOwnerKeyStatements);
