/** Amounts as the network writes them: rupees as a string with two decimals ("139.00"), from integer paise. */
export function formatAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a buyer app may order at once of an item whose stock is not counted (and the most any count shows). */
export const UNCOUNTED_STOCK = 99;
