/**
 * The two proofs of control of a custom domain, looked up over the network: a TXT record through
 * DNS-over-HTTPS (Cloudflare's JSON API) and the token file over plain HTTP. Every request goes through one
 * fetch function, which tests replace with setDomainProofFetcher so they never touch the network.
 */
import {
  fileFinding,
  PROOF_PATH,
  requestFailure,
  txtFinding,
  txtName,
  txtRecordsFromDoh,
  type Finding,
  type TxtLookup,
} from '../../domain/domains/verification';
import { said, type Said } from '../../domain/i18n/said';

export const DOH_URL = 'https://cloudflare-dns.com/dns-query';
const TIMEOUT_MS = 5_000;
const MAX_BODY = 1_024;
const MAX_REDIRECTS = 3;

type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;
let replacement: Fetcher | null = null;

/** Tests only: route the proof lookups (DoH and the token file) to `fn`; null restores the real fetch. */
export function setDomainProofFetcher(fn: Fetcher | null): void {
  replacement = fn;
}

const send: Fetcher = (input, init) =>
  (replacement ?? fetch)(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });

const why = (err: unknown): Finding => requestFailure(err instanceof Error && err.name === 'TimeoutError');

async function lookupTxt(host: string): Promise<TxtLookup> {
  const url = `${DOH_URL}?name=${encodeURIComponent(txtName(host))}&type=TXT`;
  try {
    const res = await send(url, { headers: { Accept: 'application/dns-json' } });
    if (!res.ok)
      return {
        kind: 'error',
        reason: `The DNS lookup failed (HTTP ${res.status}); try again in a few minutes.`,
        say: said('problem.domain.dnsFailedCode', { code: `HTTP ${res.status}` }),
      };
    return txtRecordsFromDoh(await res.json());
  } catch (err) {
    const { rsn, say } = why(err);
    return {
      kind: 'error',
      reason: `The DNS lookup failed: ${rsn}`,
      say: said('problem.domain.dnsFailedBecause', { why: say }),
    };
  }
}

/** The first KB of the token file. Redirects are followed only within the same host. */
async function fetchProofFile(host: string): Promise<{ status: number; body: string } | { error: string; say: Said }> {
  let url = `http://${host}${PROOF_PATH}`;
  try {
    for (let hop = 0; ; hop++) {
      const res = await send(url, { redirect: 'manual', headers: { Accept: 'text/plain' } });
      if (res.status >= 300 && res.status < 400 && res.headers.get('Location')) {
        await res.body?.cancel();
        const next = new URL(res.headers.get('Location')!, url);
        if (next.hostname !== host || !/^https?:$/.test(next.protocol))
          return {
            error: `it redirects to another host (${next.host}).`,
            say: said('problem.domain.redirectsElsewhere', { host: next.host }),
          };
        if (hop >= MAX_REDIRECTS)
          return { error: 'it redirects too many times.', say: said('problem.domain.redirectsTooOften') };
        url = next.toString();
        continue;
      }
      return { status: res.status, body: await readStart(res) };
    }
  } catch (err) {
    const { rsn, say } = why(err);
    return { error: rsn, say };
  }
}

async function readStart(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_BODY) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all.subarray(0, MAX_BODY));
}

export interface ProofCheck {
  verified: boolean;
  method: 'dns' | 'http' | null;
  /** per method: why it did not prove control; null when it did, or was not looked up */
  dns: string | null;
  http: string | null;
  /** the same, with each finding's message id (for an owner who asks for Hindi or Tamil) */
  found: { dns: Finding | null; http: Finding | null };
}

/** The proofs (both side by side, or only `only`). A method not looked up has reason null and proves nothing. */
export async function checkDomainProof(host: string, token: string, only?: 'dns' | 'http'): Promise<ProofCheck> {
  const [txt, file] = await Promise.all([
    only === 'http' ? null : lookupTxt(host),
    only === 'dns' ? null : fetchProofFile(host),
  ]);
  const dns = txt && txtFinding(host, txt, token);
  const http = file && fileFinding(host, file, token);
  const method = txt && dns === null ? 'dns' : file && http === null ? 'http' : null;
  return { verified: method !== null, method, dns: dns?.rsn ?? null, http: http?.rsn ?? null, found: { dns, http } };
}
