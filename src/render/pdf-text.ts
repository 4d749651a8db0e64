import 'regenerator-runtime/runtime.js';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { withSyncSubsets } from './font-subsets';

// @pdf-lib/fontkit's Indic and Tamil shapers step through a generator compiled for regenerator-runtime and
// expect its global; the import above installs it (a Worker has no other use for it).

/** The TrueType files the invoice embeds (src/render/fonts, OFL): Noto Sans for Latin, Devanagari and Tamil. */
export interface PdfFontFiles {
  latin: ArrayBuffer | Uint8Array;
  latinBold: ArrayBuffer | Uint8Array;
  devanagari: ArrayBuffer | Uint8Array;
  tamil: ArrayBuffer | Uint8Array;
}

type Script = 'latin' | 'devanagari' | 'tamil';

/** Devanagari (and Vedic extensions), Tamil, or Latin for everything else. */
function scriptOf(cp: number): Script | null {
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff))
    return 'devanagari';
  if ((cp >= 0x0b80 && cp <= 0x0bff) || (cp >= 0x11fc0 && cp <= 0x11fff)) return 'tamil';
  // joiners, spaces and the dandas belong to the run they sit in
  if (cp === 0x200c || cp === 0x200d || cp === 0x20 || cp === 0xa0) return null;
  return 'latin';
}

/** Text cut into runs of one script each, so every run is shaped with the font made for it. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/** Lone surrogates, controls and anything none of the fonts draws become '?' (a name never breaks the document). */
function drawable(text: string, covers: (cp: number) => boolean): string {
  return Array.from(text.normalize('NFC').replace(/[\ud800-\udfff]/gu, '?'), (ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return ' ';
    if (cp === 0x200c || cp === 0x200d) return ch;
    return covers(cp) ? ch : '?';
  }).join('');
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
}

/**
 * Writes text in any of the three scripts: each script run in its own font, shaped by fontkit (conjuncts,
 * reordered vowel signs, Tamil pulli), and each non-Latin run marked with its /ActualText so a reader that
 * extracts or searches text (pdftotext, screen readers) gets the words in logical order, not glyph order.
 */
export class PdfText {
  private constructor(
    private readonly fonts: Record<Script | 'latinBold', PDFFont>,
    private readonly covers: (cp: number) => boolean,
  ) {}

  static async embed(pdf: PDFDocument, files: PdfFontFiles): Promise<PdfText> {
    pdf.registerFontkit(withSyncSubsets(fontkit));
    const bytes = (b: ArrayBuffer | Uint8Array) => (b instanceof Uint8Array ? b : new Uint8Array(b));
    const [latin, latinBold, devanagari, tamil] = await Promise.all(
      [files.latin, files.latinBold, files.devanagari, files.tamil].map((f) =>
        pdf.embedFont(bytes(f), { subset: true }),
      ),
    );
    const faces = [files.latin, files.devanagari, files.tamil].map((f) => fontkit.create(bytes(f)));
    const covers = (cp: number) => faces.some((f) => f.hasGlyphForCodePoint(cp));
    return new PdfText({ latin, latinBold, devanagari, tamil }, covers);
  }

  /** What will be drawn for `text`. */
  clean(text: string): string {
    return drawable(text, this.covers);
  }

  private runs(text: string, bold?: boolean) {
    return scriptRuns(this.clean(text)).map((r) => ({
      ...r,
      font: r.script === 'latin' && bold ? this.fonts.latinBold : this.fonts[r.script],
    }));
  }

  /** Shaping is the slow part (an Indic run takes milliseconds), so each run's width at size 1 is kept. */
  private readonly widths = new Map<string, number>();
  private runWidth(font: PDFFont, text: string, size: number): number {
    const key = `${font.name}\u0000${text}`;
    let w = this.widths.get(key);
    if (w === undefined) this.widths.set(key, (w = font.widthOfTextAtSize(text, 1)));
    return w * size;
  }

  width(text: string, size: number, bold?: boolean): number {
    return this.runs(text, bold).reduce((w, r) => w + this.runWidth(r.font, r.text, size), 0);
  }

  /** `text` cut at a whole letter (grapheme cluster, so no conjunct is split) to fit `width`, ending in '...' when cut. */
  fit(text: string, width: number, size: number, bold?: boolean): string {
    const clean = this.clean(text);
    if (this.width(clean, size, bold) <= width) return clean;
    const letters = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(clean), (s) => s.segment);
    const cut = (n: number) => `${letters.slice(0, n).join('').trimEnd()}...`;
    // the most letters that fit, found by halving (shaping a long Indic name once per letter is slow)
    let lo = 1;
    let hi = letters.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.width(cut(mid), size, bold) <= width) lo = mid;
      else hi = mid - 1;
    }
    return cut(lo);
  }

  draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
    for (const run of this.runs(text, style.bold)) {
      const key = page.node.newFontDictionary(run.font.name, run.font.ref);
      // The /ActualText span sits inside the text object, after the font is set, so extractors place it where
      // the glyphs are (around the whole text object, poppler puts it on a line of its own).
      const actual =
        run.script === 'latin'
          ? []
          : [
              PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
                PDFName.of('Span'),
                `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`,
              ]),
            ];
      page.pushOperators(
        pushGraphicsState(),
        beginText(),
        setFillingColor(style.color ?? rgb(0, 0, 0)),
        setFontAndSize(key, style.size),
        moveText(x, y),
        ...actual,
        showText(run.font.encodeText(run.text)),
        ...(actual.length ? [PDFOperator.of(PDFOperatorNames.EndMarkedContent)] : []),
        endText(),
        popGraphicsState(),
      );
      x += this.runWidth(run.font, run.text, style.size);
    }
  }

  drawRight(page: PDFPage, text: string, xRight: number, y: number, style: TextStyle): void {
    this.draw(page, text, xRight - this.width(text, style.size, style.bold), y, style);
  }
}
