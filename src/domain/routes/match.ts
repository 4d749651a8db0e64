/**
 * Whether a path's segments (after `/{storeId}`) fit a route table pattern, and the parameters they give.
 * `firstIsCategory` judges a `:catId` in first place, where a word of the storefront must not be taken for a
 * category. Patterns with a wildcard (the unmatched-route page) fit nothing here. Pure.
 */
export function matchPattern(
  pattern: string,
  segments: readonly string[],
  firstIsCategory: (segment: string) => boolean,
): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.slice(1).split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const s = segments[i];
    if (part === '*') return null;
    if (!part.startsWith(':')) {
      if (part !== s) return null;
      continue;
    }
    const brace = part.indexOf('{');
    const name = part.slice(1, brace === -1 ? undefined : brace);
    if (s === '') return null;
    if (brace !== -1 && !new RegExp(`^(?:${part.slice(brace + 1, -1)})$`).test(s)) return null;
    if (i === 0 && name === 'catId' && !firstIsCategory(s)) return null;
    params[name] = s;
  }
  return params;
}
