/** Moved to src/app/owner/schemas so the console (src/pages) validates with the same schemas. */
export * from '../../app/owner/schemas/common';
