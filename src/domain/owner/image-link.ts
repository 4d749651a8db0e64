import { z } from 'zod';
import { isSafeLink } from './formats';
import { checkRemoteImageUrl } from '../images/remote-url';

/**
 * An image the storefront shows: '' for none, a path on the site (`/media/...` photo references, `/img/...`), or
 * another host's image under the one remote rule (src/domain/images/remote-url.ts: https, a DNS name, no IP
 * literal, localhost or single-label name), the same rule the import and the resizer apply.
 */
export const imageLinkSchema = (max = 500) =>
  z
    .string()
    .max(max)
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (v.startsWith('/')) {
        if (!isSafeLink(v))
          ctx.addIssue({
            code: 'custom',
            message: 'Use a path on the site starting with a single /, or an https:// image address',
          });
        return;
      }
      const remote = checkRemoteImageUrl(v);
      if (!remote.ok || !isSafeLink(v))
        ctx.addIssue({ code: 'custom', message: remote.ok ? 'That image address is not valid.' : remote.rsn });
    });
