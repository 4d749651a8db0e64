/**
 * The seller's tax numbers as the network's `bpp_terms` tag carries them in on_init and on_confirm (retail 1.2.5).
 * `np_type` says what kind of seller node this is: MSN, a marketplace of many shops (the platform), not ISN (a node
 * that is itself the seller). An MSN's `tax_number` is the marketplace's own GSTIN (configuration `ONDC_GSTIN`) and
 * `provider_tax_number` the shop's PAN (characters 3 to 12 of its GSTIN). Without a platform GSTIN configured the
 * shop's GSTIN stands in as `tax_number` (development; the validator then flags the same PAN in both). A shop without
 * a GSTIN sends an empty PAN: the buyer app then sees it is not GST-registered.
 */
export const NP_TYPE = 'MSN';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function panOf(gstin: string): string {
  return GSTIN_SHAPE.test(gstin) ? gstin.slice(2, 12) : '';
}

/** `gstin` the shop's, `platformGstin` the node's own (ONDC_GSTIN; '' or malformed: not configured). */
export function bppTermsTag(gstin: string, platformGstin: string): Record<string, unknown> {
  const registered = GSTIN_SHAPE.test(gstin);
  const marketplace = GSTIN_SHAPE.test(platformGstin) ? platformGstin : registered ? gstin : '';
  return {
    code: 'bpp_terms',
    list: [
      { code: 'tax_number', value: marketplace },
      { code: 'provider_tax_number', value: registered ? panOf(gstin) : '' },
      { code: 'np_type', value: NP_TYPE },
    ],
  };
}
