import { describe, expect, it } from 'vitest';
import { formatDocumentMoney, formatMoney } from '../../src/domain/money';

/** Legal documents (tax invoice, bill of supply) always write two decimals; shopper pages only when there are paise. */
describe('amounts on a GST document', () => {
  it.each([
    [123_456_00, '₹1,23,456.00', '₹1,23,456'],
    [150_000_00, '₹1,50,000.00', '₹1,50,000'],
    [999, '₹9.99', '₹9.99'],
    [50, '₹0.50', '₹0.50'],
    [0, '₹0.00', '₹0'],
    [1_00_00_000_01, '₹1,00,00,000.01', '₹1,00,00,000.01'],
    [-25_050, '-₹250.50', '-₹250.50'],
    // beyond what a float divided by 100 keeps exactly: the decimal string is formatted as it is
    [9_007_199_254_740_991, '₹9,00,71,99,25,47,409.91', undefined],
  ])('%d paise: the document writes %s (the shop page %s)', (paise, onDocument, onPage) => {
    expect(formatDocumentMoney(paise)).toBe(onDocument);
    if (onPage) expect(formatMoney(paise)).toBe(onPage);
  });

  it('keeps the currency it is given', () => {
    expect(formatDocumentMoney(1200, 'USD')).toBe('$12.00');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s paise', (bad) => {
    expect(() => formatDocumentMoney(bad)).toThrow(RangeError);
  });
});
