import { rupeesToPaise, wholeNumber } from './money-text';
import type { FormProblems, FormValues } from './item-form';
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

/** India's day, for "valid from / to" dates typed as YYYY-MM-DD. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

const NOT_A_DAY = { ok: false, rsn: 'Write a date as YYYY-MM-DD, such as 2026-05-14.' } as const;

/** A date field ('' = open) as epoch ms: the first millisecond of that day in India, or the last one (`end`). */
export function istDay(text: string, end = false): Result<{ ms: number | null }> {
  if (text.trim() === '') return { ok: true, ms: null };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return NOT_A_DAY;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - IST_OFFSET_MS;
  const day = new Date(start + IST_OFFSET_MS);
  // Date.UTC rolls 2026-13-01 over into the next year and 02-30 into March: such a date is not one the owner meant
  if (!Number.isFinite(start) || day.getUTCMonth() !== Number(m[2]) - 1 || day.getUTCDate() !== Number(m[3]))
    return NOT_A_DAY;
  return { ok: true, ms: end ? start + DAY_MS - 1 : start };
}

/** The coupon create body for the offers form: a FLAT value is typed in rupees, a PERCENT one as a percentage. */
export function couponBodyFromForm(form: FormValues): { body: Record<string, unknown> } & FormProblems {
  const problems: FormProblems = { errors: {}, said: {} };
  const note = (field: string, text: string, say: Said) => {
    problems.errors[field] = text;
    problems.said[field] = say;
  };
  const f = (k: string) => (form[k] ?? '').trim();
  const type = f('type') === 'PERCENT' ? 'PERCENT' : 'FLAT';
  const body: Record<string, unknown> = {
    code: f('code'),
    type,
    description: f('description'),
    isActive: true,
    isVisible: form.isVisible === 'on',
  };
  if (type === 'FLAT') {
    const v = rupeesToPaise(f('value'));
    if (!v.ok || v.paise === null || v.paise === 0)
      note('value', 'Enter the discount in rupees, like 50.', said('console.form.discountRupees'));
    else body.value = v.paise;
  } else {
    const v = Number(f('value'));
    if (f('value') === '' || !Number.isFinite(v) || v <= 0)
      note('value', 'Enter the discount as a percentage, like 10.', said('console.form.discountPercent'));
    else body.value = v;
  }
  for (const [name, label, id] of [
    ['minCartValue', 'the smallest bag', 'console.form.smallestBag'],
    ['maxDiscount', 'the largest discount', 'console.form.largestDiscount'],
  ] as const) {
    const v = rupeesToPaise(f(name));
    if (!v.ok) note(name, `Enter ${label} in rupees, or leave it empty.`, said(id));
    else body[name] = v.paise;
  }
  for (const name of ['usageLimit', 'perUserLimit'] as const) {
    const v = wholeNumber(f(name));
    if (!v.ok) note(name, 'Enter a whole number, or leave it empty for no limit.', said('console.form.wholeOrNoLimit'));
    else body[name] = v.value;
  }
  const from = istDay(f('validFrom'));
  const to = istDay(f('validTo'), true);
  if (!from.ok) note('validFrom', 'Choose a date.', said('console.form.chooseDate'));
  else body.validFrom = from.ms;
  if (!to.ok) note('validTo', 'Choose a date.', said('console.form.chooseDate'));
  else body.validTo = to.ms;
  return { body, ...problems };
}
