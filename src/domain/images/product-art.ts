import { escapeXmlText as escapeXml } from '../seo/sitemap';

/**
 * Flat placeholder product art, drawn from the product's name alone. Pure: same name, same picture.
 * The SVG is self-contained (no external references, no script) and small enough to inline.
 */

export type Motif = 'sack' | 'jar' | 'bottle' | 'box' | 'garment';
const MOTIFS: Motif[] = ['sack', 'jar', 'bottle', 'box', 'garment'];

/** Names that clearly call for one shape; anything else gets a shape from the hash. */
const KEYWORDS: [RegExp, Motif][] = [
  [/\b(oil|ghee|milk|chaach|lassi|sauce|juice|liquid|cream|shampoo)\b/i, 'bottle'],
  [/(shirt|kurta|tee\b|polo|henley|dress|kaftan|maxi|midi|jeans|denim|shorts|top\b|jacket)/i, 'garment'],
  [/\b(masala|powder|haldi|mirch|jeera|hing|methi|rai|spice|pickle|achaar|dahi|curd|honey|jam)\b/i, 'jar'],
  [/\b(rice|atta|flour|dal|besan|maida|sooji|rava|poha|sugar|chana|rajma|moong|urad|masoor|lobia|bori|bag)\b/i, 'sack'],
  [/\b(biscuits?|rusk|namkeen|bhujia|chips|mixture|box|hamper|cheese|tissue|carton|charger|bank)\b/i, 'box'],
];

/** FNV-1a over UTF-16 code units: a small, stable 32-bit hash. */
function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A hue in [0, 360) that a name always maps to. */
export function hueFromName(name: string): number {
  return hashName(name.trim()) % 360;
}

export function motifFor(name: string): Motif {
  for (const [re, motif] of KEYWORDS) if (re.test(name)) return motif;
  return MOTIFS[(hashName(name.trim()) >>> 9) % MOTIFS.length];
}

/** HSL (s, l in 0..100) to #rrggbb. */
function hex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

interface Palette {
  bg: string;
  main: string;
  dark: string;
  accent: string;
  label: string;
  ink: string;
}

function palette(hue: number, grey: boolean): Palette {
  const s = (v: number): number => (grey ? 0 : v);
  return {
    bg: hex(hue, s(62), 90),
    main: hex(hue, s(48), 52),
    dark: hex(hue, s(50), 36),
    accent: hex((hue + 40) % 360, s(60), 62),
    label: '#ffffff',
    ink: hex(hue, s(45), 20),
  };
}

function shape(m: Motif, p: Palette): string {
  switch (m) {
    case 'sack':
      return (
        `<path d="M62 62Q100 46 138 62L152 148Q100 166 48 148Z" fill="${p.main}"/>` +
        `<path d="M66 52Q100 38 134 52L131 66Q100 54 69 66Z" fill="${p.dark}"/>`
      );
    case 'jar':
      return (
        `<rect x="68" y="38" width="64" height="18" rx="4" fill="${p.accent}"/>` +
        `<rect x="56" y="54" width="88" height="98" rx="16" fill="${p.main}"/>`
      );
    case 'bottle':
      return (
        `<rect x="88" y="26" width="24" height="12" rx="3" fill="${p.accent}"/>` +
        `<path d="M90 38h20v20l16 16v72a10 10 0 0 1-10 10H84a10 10 0 0 1-10-10V74l16-16z" fill="${p.main}"/>`
      );
    case 'box':
      return (
        `<path d="M54 66l16-20h86l-16 20z" fill="${p.accent}"/>` +
        `<path d="M140 66l16-20v84l-16 20z" fill="${p.dark}"/>` +
        `<rect x="54" y="66" width="86" height="84" fill="${p.main}"/>`
      );
    case 'garment':
      return `<path d="M76 38L42 56l12 28 16-8v76h60V76l16 8 12-28-34-18q-8 12-24 12t-24-12z" fill="${p.main}"/>`;
  }
}

/** Label box centre (x, y) per motif: where the initials go. */
const LABEL: Record<Motif, [number, number]> = {
  sack: [100, 106],
  jar: [100, 104],
  bottle: [100, 112],
  box: [97, 108],
  garment: [100, 104],
};

function initials(words: string[]): string {
  const letters = words
    .map((w) => Array.from(w).find((ch) => /[\p{L}\p{N}]/u.test(ch)))
    .filter((ch): ch is string => ch !== undefined)
    .slice(0, 2);
  return letters.join('').toLocaleUpperCase('en-IN') || '•';
}

function clampSize(n: number): number {
  return Number.isFinite(n) ? Math.min(4096, Math.max(1, Math.round(n))) : 200;
}

export function drawProductArt(opts: { name: string; width: number; height: number; grey?: boolean }): string {
  const name = opts.name.trim();
  const width = clampSize(opts.width);
  const height = clampSize(opts.height);
  const p = palette(hueFromName(name), opts.grey === true);
  const motif = motifFor(name);
  const words = name.split(/\s+/).filter(Boolean);
  const chars = Array.from(words[0] ?? '');
  const word = chars.length > 12 ? `${chars.slice(0, 11).join('')}…` : chars.join('');
  const fs = Math.max(12, Math.min(24, Math.floor(300 / Math.max(1, Array.from(word).length))));
  const [lx, ly] = LABEL[motif];
  const title = Array.from(name).slice(0, 80).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid meet" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect x="-2000" y="-2000" width="4200" height="4200" fill="${p.bg}"/>` +
    `<ellipse cx="100" cy="156" rx="62" ry="8" fill="${p.dark}" opacity=".18"/>` +
    shape(motif, p) +
    `<rect x="${lx - 26}" y="${ly - 16}" width="52" height="32" rx="6" fill="${p.label}" opacity=".9"/>` +
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="700" text-anchor="middle" fill="${p.ink}">` +
    `<text x="${lx}" y="${ly + 7}" font-size="20">${escapeXml(initials(words))}</text>` +
    `<text x="100" y="186" font-size="${fs}">${escapeXml(word)}</text></g></svg>`
  );
}
