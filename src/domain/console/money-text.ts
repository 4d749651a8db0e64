import type { Result } from '../../core/result';

/**
 * Owners type prices in rupees ("45", "45.50", "₹1,299"); the owner API keeps integer paise. These are the two
 * directions, exact (no floating point): a third decimal or a stray letter is refused, not rounded.
 */

export type RupeesParse = Result<{ paise: number | null }>;

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '' is "not set" (null); otherwise whole paise, or a refusal the form shows next to the field. */
export function rupeesToPaise(text: string): RupeesParse {
  const cleaned = text.replace(/[₹\s,]/g, '').replace(/^rs\.?/i, '');
  if (cleaned === '') return { ok: true, paise: null };
  const m = RUPEES.exec(cleaned);
  if (!m) return { ok: false, rsn: 'Write an amount in rupees, such as 45 or 45.50.' };
  return { ok: true, paise: Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) };
}

/** 4550 -> "45.50", 4500 -> "45": what the price field shows. */
export function paiseToRupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A whole number typed in a field ('' = not set). */
export function wholeNumber(text: string): Result<{ value: number | null }> {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (!/^-?\d{1,9}$/.test(t)) return { ok: false, rsn: 'Write a whole number, such as 12.' };
  return { ok: true, value: Number(t) };
}
