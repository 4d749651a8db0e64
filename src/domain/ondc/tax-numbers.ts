/**
 * The seller's tax numbers as the network's `bpp_terms` tag carries them in on_init and on_confirm (retail 1.2.5):
 * `tax_number` the shop's GSTIN, `provider_tax_number` its PAN (characters 3 to 12 of a GSTIN). A shop without a
 * GSTIN sends both empty: the buyer app then sees it is not GST-registered (the validator asks for both).
 * `np_type` says what kind of seller node this is: MSN, a marketplace of many shops (the platform), not ISN (a node
 * that is itself the seller). The network reads an MSN's own GSTIN as `tax_number`; the platform has none configured,
 * so the shop's is sent (docs/ondc.md lists the finding this leaves).
 */
export const NP_TYPE = 'MSN';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function panOf(gstin: string): string {
  return GSTIN_SHAPE.test(gstin) ? gstin.slice(2, 12) : '';
}

export function bppTermsTag(gstin: string): Record<string, unknown> {
  const registered = GSTIN_SHAPE.test(gstin);
  return {
    code: 'bpp_terms',
    list: [
      { code: 'tax_number', value: registered ? gstin : '' },
      { code: 'provider_tax_number', value: registered ? panOf(gstin) : '' },
      { code: 'np_type', value: NP_TYPE },
    ],
  };
}
