/**
 * zod-to-openapi writes a case-insensitive regex /…/i as the pattern "…/i", which is not a valid
 * ECMA-262 pattern for the same rule. Rewrites such patterns: the flag is dropped and a-z becomes a-zA-Z.
 */
export function fixCaseInsensitivePatterns<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(fixCaseInsensitivePatterns);
  } else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(obj)) {
      if (key === 'pattern' && typeof value === 'string' && value.endsWith('/i')) {
        obj[key] = value.slice(0, -2).replace(/a-z(?!A-Z)/g, 'a-zA-Z');
      } else {
        fixCaseInsensitivePatterns(value);
      }
    }
  }
  return node;
}
