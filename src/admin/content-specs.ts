/** Moved to src/app/owner so the console (src/pages) validates coupons with the same schemas. */
export * from '../app/owner/content-specs';
