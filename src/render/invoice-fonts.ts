import type { PdfFontFiles } from './pdf-text';
// Data modules (wrangler.toml [[rules]] for *.ttf): each import is the file's bytes as an ArrayBuffer.
import latin from './fonts/NotoSans-Regular.ttf';
import latinBold from './fonts/NotoSans-Bold.ttf';
import devanagari from './fonts/NotoSansDevanagari-Regular.ttf';
import tamil from './fonts/NotoSansTamil-Regular.ttf';

/** The fonts the GST documents are set in (src/render/fonts/OFL.txt). */
export const INVOICE_FONTS: PdfFontFiles = { latin, latinBold, devanagari, tamil };
