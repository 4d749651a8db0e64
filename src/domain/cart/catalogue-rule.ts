import type { Result } from '../../core/result';
/**
 * Single-catalogue rule (spec 4 and 8; DESIGN 7: a catalogue is a category). A shop with
 * ONLY_SINGLE_CATALOG keeps items of one category per bag; adding from another is refused with
 * reply status 100.
 */

export const DIFFERENT_CATALOGUE_RSN = 'The item you are trying to add is from different catalog.';

export type SingleCatalogueResult = Result<object, { status: 100; rsn: typeof DIFFERENT_CATALOGUE_RSN }>;

/** Allows the item unless the shop is single-catalogue and the bag holds another category. */
export function checkSingleCatalogue(input: {
  onlySingle: boolean;
  cartCatIds: readonly string[];
  newCatId: string;
}): SingleCatalogueResult {
  if (!input.onlySingle) return { ok: true };
  const foreign = input.cartCatIds.some((catId) => catId !== input.newCatId);
  return foreign ? { ok: false, status: 100, rsn: DIFFERENT_CATALOGUE_RSN } : { ok: true };
}
