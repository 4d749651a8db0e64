// The least an InvoiceDocument needs for invoicePdf to draw it: a check on what the storefront sends, so a malformed
// body is refused with a sentence instead of failing inside pdf-lib.
const isText = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Far more than any order holds (a bag's lines are capped well below it); keeps one request's PDF small. */
const MAX_LINES = 500;
const PARTY_TEXT = ['name', 'state', 'stateCode'] as const;
const LINE_NUMBERS = ['qty', 'ratePercent', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'];
const TOTAL_NUMBERS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'];

/** Why `doc` cannot be drawn as an invoice, or null when it can. */
export function invoiceDocumentProblem(doc: unknown): string | null {
  if (!isRecord(doc)) return 'The invoice must be a JSON object.';
  if (!['Tax Invoice', 'Bill of Supply', 'Credit Note'].includes(doc.title as string))
    return 'The invoice title must be Tax Invoice, Bill of Supply or Credit Note.';
  for (const key of ['number', 'issuedAt', 'orderId', 'placeOfSupply'])
    if (!isText(doc[key])) return `The invoice's ${key} must be text.`;
  for (const party of ['seller', 'buyer'] as const) {
    const p = doc[party];
    if (!isRecord(p) || !PARTY_TEXT.every((k) => isText(p[k])))
      return `The invoice's ${party} needs a name and a state.`;
  }
  const buyer = doc.buyer as Record<string, unknown>;
  if (!Array.isArray(buyer.address) || !buyer.address.every(isText))
    return "The invoice's buyer address must be lines of text.";
  if (!isText((doc.seller as Record<string, unknown>).address)) return "The invoice's seller address must be text.";
  if (!Array.isArray(doc.lines)) return "The invoice's lines must be a list.";
  if (doc.lines.length > MAX_LINES) return `An invoice has at most ${MAX_LINES} lines.`;
  for (const line of doc.lines)
    if (!isRecord(line) || !isText(line.name) || !isText(line.hsn) || !LINE_NUMBERS.every((k) => isNumber(line[k])))
      return 'Each invoice line needs a name, an HSN code and its amounts.';
  const totals = doc.totals;
  if (!isRecord(totals) || !TOTAL_NUMBERS.every((k) => isNumber(totals[k]))) return "The invoice's totals are missing.";
  if (typeof doc.intraState !== 'boolean' || typeof doc.showTax !== 'boolean')
    return 'The invoice must say whether the supply is intra-state and whether tax is shown.';
  return null;
}
