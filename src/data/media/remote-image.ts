import { checkRemoteImageUrl } from '../../domain/images/remote-url';
import { readAtMost, type Bytes } from './photo-bytes';
import type { Result } from '../../core/result';

/**
 * Fetches an image of another host, for the resizer and the catalogue import: https with a DNS name only
 * (src/domain/images/remote-url.ts, checked again at every redirect), at most three redirects, a time limit and
 * a byte limit (the body is not read past it). What the bytes are is decided later, from the bytes.
 */

export type RemoteImage = Result<{ bytes: Bytes }>;

export interface RemoteLimits {
  maxBytes: number;
  timeoutMs: number;
}
const MAX_REDIRECTS = 3;

export async function fetchRemoteImage(
  rawUrl: string,
  limits: RemoteLimits,
  fetcher: typeof fetch = fetch,
): Promise<RemoteImage> {
  let checked = checkRemoteImageUrl(rawUrl);
  if (!checked.ok) return { ok: false, rsn: checked.rsn };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await fetcher(checked.url, {
        redirect: 'manual',
        headers: { Accept: 'image/avif,image/webp,image/jpeg,image/png' },
        signal,
      });
      const next = res.status >= 300 && res.status < 400 ? res.headers.get('Location') : null;
      if (next) {
        await res.body?.cancel();
        checked = checkRemoteImageUrl(new URL(next, checked.url).toString());
        if (!checked.ok) return { ok: false, rsn: `The image address redirects somewhere not allowed: ${checked.rsn}` };
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { ok: false, rsn: `The image could not be fetched (the other site answered ${res.status}).` };
      }
      const declared = Number(res.headers.get('Content-Length') ?? '0');
      const tooLarge = {
        ok: false as const,
        rsn: `The image is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`,
      };
      if (declared > limits.maxBytes) {
        await res.body?.cancel();
        return tooLarge;
      }
      const bytes = await readAtMost(res.body, limits.maxBytes);
      return bytes === 'too-large' ? tooLarge : { ok: true, bytes };
    }
    return { ok: false, rsn: 'The image address redirects too many times.' };
  } catch {
    return { ok: false, rsn: 'The image could not be fetched (the other site did not answer in time).' };
  }
}
