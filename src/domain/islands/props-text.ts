/**
 * Island props travel in a data attribute as JSON with `"` and the backtick exchanged. React writes every `"` of an
 * attribute as the six bytes `&quot;`, and JSON is mostly quotes: exchanged, a page of product cards carries its
 * props in less than half the bytes. The exchange is its own inverse, so one function encodes and decodes.
 */
export function exchangeQuotes(text: string): string {
  // most texts hold quotes only (a page has dozens of islands): one native replace instead of a call per quote
  if (!text.includes('`')) return text.replaceAll('"', '`');
  if (!text.includes('"')) return text.replaceAll('`', '"');
  return text.replace(/["`]/g, (q) => (q === '"' ? '`' : '"'));
}

export const islandPropsText = (props: object): string => exchangeQuotes(JSON.stringify(props));

export const islandPropsOf = (text: string | undefined): object => (text ? JSON.parse(exchangeQuotes(text)) : {});
