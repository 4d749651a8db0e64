/**
 * The hello bar's own colours: a palette of pairs, each with text that reads on its background (contrast at
 * least 4.5:1, checked in test/unit/hello-bar-palette.test.ts), so an owner cannot pick an unreadable bar.
 */
export const HELLO_BAR_PALETTE = {
  shop: null,
  saffron: { background: '#b45309', text: '#ffffff' },
  green: { background: '#166534', text: '#ffffff' },
  blue: { background: '#1e40af', text: '#ffffff' },
  maroon: { background: '#7f1d1d', text: '#ffffff' },
  black: { background: '#111111', text: '#ffffff' },
  yellow: { background: '#fde047', text: '#1c1917' },
  pink: { background: '#fce7f3', text: '#831843' },
} as const;

export type HelloBarColour = keyof typeof HELLO_BAR_PALETTE;
export const HELLO_BAR_COLOURS = Object.keys(HELLO_BAR_PALETTE) as HelloBarColour[];

/** WCAG relative luminance contrast of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
