/**
 * Fashion's attribute values as the network takes them (retail 1.2.5, RET12): `fabric` only from the category's
 * allowed list, `colour_name` in lower-case letters and spaces, and `size_chart` as an https link. The storefront
 * keeps the owner's own spelling; only what is sent to the network is mapped.
 */

/** The fabrics RET12's fashion categories allow (the same list for every category), lower case. */
export const FABRICS = [
  'alpha',
  'acrylic',
  'art silk',
  'bamboo',
  'chambray',
  'chanderi cotton',
  'chanderi silk',
  'chiffon',
  'cotton',
  'cotton blend',
  'cotton cambric',
  'cotton linen',
  'cotton silk',
  'crepe',
  'denim',
  'dupion silk',
  'elastane',
  'georgette',
  'jacquard',
  'jute',
  'jute cotton',
  'jute silk',
  'khadi cotton',
  'kora muslin',
  'lace',
  'leather',
  'linen',
  'mulmul',
  'modal',
  'net',
  'nylon',
  'organza',
  'paper silk',
  'pashmina',
  'poly chiffon',
  'poly crepe',
  'poly georgette',
  'poly silk',
  'polycotton',
  'polyester',
  'rayon',
  'rayon slub',
  'satin',
  'shantoon',
  'silk',
  'silk blend',
  'soft silk',
  'super net',
  'synthetic',
  'taffeta silk',
  'tissue',
  'tussar silk',
  'velvet',
  'vichitra silk',
  'viscose',
  'viscose rayon',
  'voile',
  'wool',
] as const;
export type Fabric = (typeof FABRICS)[number];

/** Common ways of writing a fabric that the network's list spells otherwise. */
const FABRIC_SYNONYMS: Record<string, Fabric> = {
  'poly cotton': 'polycotton',
  'poly-cotton': 'polycotton',
  'cotton poly': 'polycotton',
  lycra: 'elastane',
  spandex: 'elastane',
  woollen: 'wool',
  woolen: 'wool',
  khadi: 'khadi cotton',
  'pure cotton': 'cotton',
  'pure silk': 'silk',
  muslin: 'kora muslin',
  tussar: 'tussar silk',
  chanderi: 'chanderi cotton',
  'art-silk': 'art silk',
  polyster: 'polyester',
};

/** The network's fabric for what an owner typed ("Cotton", "Lycra"), or null when the list has none for it. */
export function networkFabric(typed: string): Fabric | null {
  const text = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if ((FABRICS as readonly string[]).includes(text)) return text as Fabric;
  return FABRIC_SYNONYMS[text] ?? null;
}

/** Plain colour names with their sRGB values, for a colour known only by its hex code. */
const BASIC_COLOURS: readonly { name: string; rgb: readonly [number, number, number] }[] = [
  { name: 'black', rgb: [0, 0, 0] },
  { name: 'white', rgb: [255, 255, 255] },
  { name: 'grey', rgb: [128, 128, 128] },
  { name: 'red', rgb: [200, 30, 30] },
  { name: 'maroon', rgb: [128, 0, 0] },
  { name: 'pink', rgb: [240, 140, 180] },
  { name: 'orange', rgb: [245, 130, 30] },
  { name: 'yellow', rgb: [250, 215, 40] },
  { name: 'beige', rgb: [225, 200, 160] },
  { name: 'brown', rgb: [120, 75, 40] },
  { name: 'green', rgb: [40, 140, 60] },
  { name: 'olive', rgb: [110, 110, 30] },
  { name: 'blue', rgb: [30, 80, 200] },
  { name: 'navy blue', rgb: [20, 30, 90] },
  { name: 'sky blue', rgb: [120, 190, 240] },
  { name: 'purple', rgb: [110, 40, 150] },
];

/** The nearest plain colour name of a `#RRGGBB` code (null when it is not one). */
export function nearestColourName(hex: string): string | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h, 16));
  let best = BASIC_COLOURS[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const colour of BASIC_COLOURS) {
    const distance = (colour.rgb[0] - r) ** 2 + (colour.rgb[1] - g) ** 2 + (colour.rgb[2] - b) ** 2;
    if (distance < bestDistance) {
      best = colour;
      bestDistance = distance;
    }
  }
  return best.name;
}

/**
 * A colour's `colour_name` for the network (`^[a-z ]+$`): the owner's name in lower case with anything but letters
 * and spaces made a space ("Off-White" → "off white"), else (a name in another script, or none) the nearest plain
 * colour of its hex code; null when neither gives one.
 */
export function networkColourName(name: string | null | undefined, hex: string | null | undefined): string | null {
  const spelled = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (spelled) return spelled;
  return hex ? nearestColourName(hex) : null;
}

/** A size chart's link as the network takes it: https, no spaces or quotes, at most 500 characters. */
export const SIZE_CHART_URL = /^https:\/\/[-A-Za-z0-9+&@#/%?=~_|!:,.;]*[-A-Za-z0-9+&@#/%=~_|]$/;
