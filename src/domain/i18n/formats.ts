import { normaliseIndianMobile } from '../account/phone';

/**
 * How the storefront writes dates, times, week days and phone numbers for Indian shoppers, in the page's
 * language (the BCP 47 locale: en-IN, hi-IN, ta-IN). Moments are instants (ms); they are always shown in
 * India's time zone, never in the Worker's UTC. Amounts are formatMoney's (src/domain/money.ts), phone numbers
 * formatIndianPhone's (src/domain/account/phone.ts).
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** A day: "26 Nov 2026" (en-IN), "26 नव॰ 2026" (hi-IN). */
export const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** A moment: "26 Nov 2026, 1:30 am". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

/** The options in India's time zone, unless they name another one. */
export function inIndia(options: Intl.DateTimeFormatOptions = DAY): Intl.DateTimeFormatOptions {
  return { timeZone: INDIA_TIME_ZONE, ...options };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The formats by the options object itself: a page formats 25 dates with one constant (DATE_TIME), keyed once. */
const formatsOfOptions = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function dateFormatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLocale = formatsOfOptions.get(options);
  if (!byLocale) formatsOfOptions.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) {
    const full = inIndia(options);
    const key = `${locale}|${JSON.stringify(full)}`;
    format = dateFormats.get(key) ?? new Intl.DateTimeFormat(locale, full);
    dateFormats.set(key, format);
    byLocale.set(locale, format);
  }
  return format;
}

/** An instant (or an ISO date text) as the locale writes it in India; '' when it is not a date. */
export function dateText(
  locale: string,
  at: number | string | Date,
  options: Intl.DateTimeFormatOptions = DAY,
): string {
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormatOf(locale, options).format(d);
}

/** Monday 23 November 2026, noon UTC: any week's days would do; the index is the day's place from Monday. */
const A_MONDAY = Date.UTC(2026, 10, 23, 12);
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** The week's day names by locale and width, made once in the isolate. */
const dayNames = new Map<string, string[]>();

/**
 * A week day an owner wrote ("Mon", "monday", "TUE") in the page's language: "सोम", "திங்.". A text that
 * names no week day is shown as written.
 */
export function dayName(day: string, locale: string, width: 'short' | 'long' = 'short'): string {
  const index = WEEK.indexOf(day.trim().slice(0, 3).toLowerCase());
  if (index < 0) return day;
  // a formatter is costly to make (a tenth of a fresh home once): the 7 names of a language and width are made once
  const key = `${locale}|${width}`;
  let names = dayNames.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    names = WEEK.map((_, i) => format.format(A_MONDAY + i * 86_400_000));
    dayNames.set(key, names);
  }
  return names[index];
}

/** A shop's working hours on one line: "सोम 08:00–21:30, मंगल 08:00–21:30". */
export function hoursText(hours: readonly { day: string; open: string; close: string }[], locale: string): string {
  return hours.map((h) => `${dayName(h.day, locale)} ${h.open}–${h.close}`).join(', ');
}

/** The tel: address of a phone number: "tel:+919876543210" for a mobile, else its digits (and a leading +). */
export function telHref(phone: string): string {
  const mobile = normaliseIndianMobile(phone);
  return `tel:${mobile ? `+91${mobile}` : phone.replace(/[^\d+]/g, '')}`;
}
