/**
 * A photo's dominant colour as the box shows it until the photo arrives, without a style attribute (the CSP
 * allows none) and without CSS typed `attr()` (Chromium 133+ only): three classes, one per channel, each naming
 * the channel's hex digit (`pr2 pgb pb4` for #20c040, shown as #22bb44). The stylesheet sets one custom property
 * per class (48 short rules, all kept in the critical CSS) and the box's colour from the three.
 */
const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function placeholderClasses(color: string | undefined): string | null {
  const m = color ? HEX.exec(color) : null;
  if (!m) return null;
  const digit = (pair: string) => Math.round(parseInt(pair, 16) / 17).toString(16);
  return `pr${digit(m[1])} pg${digit(m[2])} pb${digit(m[3])}`;
}
