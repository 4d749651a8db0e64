/**
 * Version 1 of a shop object's schema: the shop's own tables as they were in the shared D1 database
 * (migrations 0001-0008), keeping their store_id columns so every repository query runs unchanged, and a
 * search tokenizer that keeps Hindi and Tamil words whole (the default splits चावल at its vowel signs).
 */
import { V1_CATALOGUE } from './schema-v1-catalogue';
import { V1_CUSTOMERS } from './schema-v1-customers';
import { V1_ORDERS } from './schema-v1-orders';

export const SHOP_SCHEMA_V1: readonly string[] = [...V1_CATALOGUE, ...V1_CUSTOMERS, ...V1_ORDERS];
