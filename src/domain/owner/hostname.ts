import type { Result } from '../../core/result';

/** Rules for a custom domain an owner maps to their shop. */

export type HostCheck = Result<{ host: string }>;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Lower-cases and checks a hostname: letters, digits and hyphens in dot-separated labels of at most 63
 * characters, at least two labels, an alphabetic (or punycode) top-level label, at most 253 characters.
 * No scheme, port, path, wildcard, IP address or trailing dot. Internationalised names are sent as punycode.
 */
export function checkCustomHost(input: string, platformHosts: ReadonlySet<string> = new Set()): HostCheck {
  const host = input.trim().toLowerCase();
  if (!host) return { ok: false, rsn: 'Please give a hostname such as shop.example.com.' };
  if (host.length > 253) return { ok: false, rsn: 'That hostname is longer than 253 characters.' };
  if (/[/:@?#\s]/.test(host)) return { ok: false, rsn: 'Give the hostname alone, without https://, a port or a path.' };
  if (host.includes('*')) return { ok: false, rsn: 'Wildcard domains are not supported; add each hostname.' };
  if (/[^\x00-\x7f]/.test(host))
    return { ok: false, rsn: 'Send an internationalised name in its punycode form (xn--…).' };
  if (host.endsWith('.')) return { ok: false, rsn: 'Leave out the trailing dot.' };
  if (IPV4.test(host) || host.startsWith('[')) return { ok: false, rsn: 'An IP address cannot be a shop domain.' };
  const labels = host.split('.');
  if (labels.length < 2) return { ok: false, rsn: 'A shop domain needs at least two parts, such as shop.example.com.' };
  if (!labels.every((l) => LABEL.test(l))) {
    return {
      ok: false,
      rsn: 'Each part of a hostname uses letters, digits and hyphens, 1 to 63 characters, not starting or ending with a hyphen.',
    };
  }
  if (!TLD.test(labels[labels.length - 1]))
    return { ok: false, rsn: 'The last part of the hostname must be a real top-level domain.' };
  if (platformHosts.has(host)) return { ok: false, rsn: 'That hostname belongs to the platform itself.' };
  // every name under a platform host is the platform's too (x.edge-storefront.workers.dev); single-label platform
  // hosts (localhost) and addresses have no such names to give
  const under = [...platformHosts].find((p) => p.includes('.') && !IPV4.test(p) && host.endsWith(`.${p}`));
  if (under) return { ok: false, rsn: `Names under ${under} belong to the platform itself.` };
  return { ok: true, host };
}
