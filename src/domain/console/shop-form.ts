import type { Result } from '../../core/result';

/**
 * The console's shop settings typed as an owner types them: opening hours one a line ("Mon 09:00-21:00") and
 * delivery pincodes separated by commas. These turn text into the owner API's shapes (the API's schemas then
 * judge the values) and back.
 */

export interface HoursLine {
  day: string;
  open: string;
  close: string;
}
export type TextParse<T> = Result<{ value: T }, { line: number; rsn: string }>;

const HOURS_LINE = /^([A-Za-z]{3})[a-z]*\s+(\d{1,2}[:.]\d{2})\s*(?:-|–|—|to)\s*(\d{1,2}[:.]\d{2})$/;
const hhmm = (t: string) => t.replace('.', ':').padStart(5, '0');

/** "Mon 09:00-21:00" a line; empty lines skipped; a line that is not a day and two times is refused by number. */
export function hoursFromText(text: string): TextParse<HoursLine[]> {
  const out: HoursLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const m = HOURS_LINE.exec(line);
    if (!m)
      return { ok: false, line: i + 1, rsn: `Line ${i + 1} is not a day and two times, such as Mon 09:00-21:00.` };
    const day = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase();
    out.push({ day, open: hhmm(m[2]), close: hhmm(m[3]) });
  }
  return { ok: true, value: out };
}

export const hoursToText = (hours: readonly HoursLine[]): string =>
  hours.map((h) => `${h.day} ${h.open}-${h.close}`).join('\n');

/** "110001, 110002 110***": pincodes as a list (the schema checks each); empty text: everywhere (null). */
export function pincodesFromText(text: string): string[] | null {
  const codes = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return codes.length ? [...new Set(codes)] : null;
}
