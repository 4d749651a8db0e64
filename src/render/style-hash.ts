const cache = new Map<string, string>();

/** CSP source for an inline <style> body: 'sha256-…'. Cached, the set of bodies is small (one per shop colour). */
export async function styleHashSource(css: string): Promise<string> {
  const hit = cache.get(css);
  if (hit) return hit;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  const b64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const source = `'sha256-${b64}'`;
  if (cache.size > 1000) cache.clear();
  cache.set(css, source);
  return source;
}
