/**
 * Proof that a shop's owner controls a custom domain before the platform serves the shop on it (pure rules;
 * the lookups are in src/data/platform/domain-proof.ts). A new domain is `pending` until either
 *  - a DNS TXT record `_storefront.<host>` holds the domain's token, or
 *  - `http://<host>/.well-known/storefront-verification.txt` answers the token.
 * A pending claim blocks other shops for PENDING_DAYS only; after that another shop may claim the host.
 */

import { said, type Said } from '../i18n/said';

export type DomainStatus = 'pending' | 'verified';

export const PENDING_DAYS = 7;
export const PENDING_MS = PENDING_DAYS * 24 * 60 * 60 * 1000;

const TOKEN_PREFIX = 'storefront-verification=';
const TOKEN = /^storefront-verification=[0-9a-f]{32}$/;

const TXT_LABEL = '_storefront';
export const PROOF_PATH = '/.well-known/storefront-verification.txt';

/** A new token: the prefix and 128 random bits in lower-case hex. */
export function newToken(random: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return TOKEN_PREFIX + [...random].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

/** The DNS name whose TXT record proves control of `host`. */
export const txtName = (host: string): string => `${TXT_LABEL}.${host}`;

/** The address whose body proves control of `host`. */
export const proofUrl = (host: string): string => `http://${host}${PROOF_PATH}`;

/**
 * One TXT record as a DNS-over-HTTPS JSON answer gives it (`data`), as the text it holds: a record is one or
 * more quoted character-strings (`"abc" "def"`, long values are split every 255 bytes) that are joined;
 * `\"`, `\\` and `\DDD` (a decimal byte) are escapes. An unquoted answer is taken as it is.
 */
export function parseTxtData(data: string): string {
  const s = data.trim();
  if (!s.startsWith('"')) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s[i])) i++;
    if (i >= s.length) break;
    if (s[i] !== '"') {
      // an unquoted piece between quoted ones: keep it up to the next space
      const end = s.slice(i).search(/\s/);
      out += end < 0 ? s.slice(i) : s.slice(i, i + end);
      i = end < 0 ? s.length : i + end;
      continue;
    }
    i++;
    while (i < s.length && s[i] !== '"') {
      if (s[i] === '\\' && i + 1 < s.length) {
        const dec = /^\d{3}/.exec(s.slice(i + 1));
        if (dec) {
          out += String.fromCharCode(Number(dec[0]) & 0xff);
          i += 4;
        } else {
          out += s[i + 1];
          i += 2;
        }
      } else {
        out += s[i++];
      }
    }
    i++; // closing quote (or the end of an unterminated string)
  }
  return out;
}

/** What a proof lookup found, for the owner: in English (`rsn`) and as a message id (`say`) for Hindi or Tamil. */
export interface Finding {
  rsn: string;
  say: Said;
}

export type TxtLookup =
  | { kind: 'records'; records: string[] }
  | { kind: 'none' }
  | { kind: 'error'; reason: string; say?: Said };

/** Why a lookup request failed (a timeout or anything else), as `why` in the findings below. */
export const requestFailure = (timedOut: boolean): Finding =>
  timedOut
    ? { rsn: 'it took too long to answer.', say: said('problem.domain.tooSlow') }
    : { rsn: 'the request failed.', say: said('problem.domain.requestFailed') };

const RCODES: Record<number, string> = { 1: 'FORMERR', 2: 'SERVFAIL', 4: 'NOTIMP', 5: 'REFUSED' };
const TXT_TYPE = 16;

/** A DNS-over-HTTPS JSON reply (application/dns-json) as the TXT records it holds for `name`. */
export function txtRecordsFromDoh(reply: unknown): TxtLookup {
  if (!reply || typeof reply !== 'object')
    return {
      kind: 'error',
      reason: 'The DNS lookup gave no readable answer.',
      say: said('problem.domain.dnsUnreadable'),
    };
  const { Status, Answer } = reply as { Status?: unknown; Answer?: unknown };
  if (Status === 3) return { kind: 'none' };
  if (Status !== 0) {
    const code = typeof Status === 'number' ? (RCODES[Status] ?? `status ${Status}`) : 'no status';
    const say =
      typeof Status === 'number'
        ? said('problem.domain.dnsFailedCode', { code: RCODES[Status] ?? String(Status) })
        : said('problem.domain.dnsFailed');
    return { kind: 'error', reason: `The DNS lookup failed (${code}); try again in a few minutes.`, say };
  }
  const records = (Array.isArray(Answer) ? Answer : [])
    .filter(
      (a): a is { type: number; data: string } =>
        !!a && typeof a === 'object' && a.type === TXT_TYPE && typeof a.data === 'string',
    )
    .map((a) => parseTxtData(a.data));
  return records.length ? { kind: 'records', records } : { kind: 'none' };
}

/** Whether one of the TXT records is exactly the token (surrounding spaces aside). */
export function txtProves(records: readonly string[], token: string): boolean {
  return isToken(token) && records.some((r) => r.trim() === token);
}

/** Whether the token file's body is the token: the whole body, or its first line (a BOM and spaces aside). */
export function fileProves(body: string, token: string): boolean {
  if (!isToken(token)) return false;
  const text = body.replace(/^\uFEFF/, '').trim();
  return text === token || text.split(/\r?\n/, 1)[0].trim() === token;
}

const shown = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** What a TXT lookup found when it did not prove control (null when it did). */
export function txtFinding(host: string, lookup: TxtLookup, token: string): Finding | null {
  const name = txtName(host);
  if (lookup.kind === 'error') return { rsn: lookup.reason, say: lookup.say ?? said('problem.domain.dnsFailed') };
  if (lookup.kind === 'none')
    return {
      rsn: `There is no TXT record at ${name} yet (new DNS records can take a few minutes to appear).`,
      say: said('problem.domain.noTxt', { name }),
    };
  if (txtProves(lookup.records, token)) return null;
  const records = lookup.records.slice(0, 3).map(shown).join(', ');
  return {
    rsn: `The TXT record at ${name} holds ${records}, not this domain's token.`,
    say: said('problem.domain.txtOther', { name, records }),
  };
}

/** Why a TXT lookup did not prove control: a sentence for the owner. */
export const txtReason = (host: string, lookup: TxtLookup, token: string): string | null =>
  txtFinding(host, lookup, token)?.rsn ?? null;

/** What the token file held when it did not prove control (null when it did). */
export function fileFinding(
  host: string,
  answer: { status: number; body: string } | { error: string; say?: Said },
  token: string,
): Finding | null {
  const url = proofUrl(host);
  if ('error' in answer)
    return {
      rsn: `${url} could not be fetched: ${answer.error}`,
      say: said('problem.domain.fileUnfetched', { url, why: answer.say ?? said('problem.domain.requestFailed') }),
    };
  if (answer.status !== 200)
    return {
      rsn: `${url} answered HTTP ${answer.status}, not the token file.`,
      say: said('problem.domain.fileStatus', { url, status: String(answer.status) }),
    };
  if (fileProves(answer.body, token)) return null;
  const start = shown(answer.body.trim().slice(0, 40));
  return {
    rsn: `${url} does not hold this domain's token (it starts ${start}).`,
    say: said('problem.domain.fileOther', { url, start }),
  };
}

/** Why the token file did not prove control: a sentence for the owner (null when it did). */
export const fileReason = (
  host: string,
  answer: { status: number; body: string } | { error: string; say?: Said },
  token: string,
): string | null => fileFinding(host, answer, token)?.rsn ?? null;

/** A pending domain's reason: what each method looked up found, after the host. */
export function pendingFinding(host: string, found: { dns: Finding | null; http: Finding | null }): Finding {
  const parts = [found.dns && ` DNS: ${found.dns.rsn}`, found.http && ` HTTP: ${found.http.rsn}`]
    .filter(Boolean)
    .join('');
  return {
    rsn: `${host} is not verified yet.${parts}`,
    say: said('problem.domain.pending', {
      host,
      dns: found.dns ? said('problem.domain.dnsFound', { finding: found.dns.say }) : '',
      http: found.http ? said('problem.domain.httpFound', { finding: found.http.say }) : '',
    }),
  };
}

export interface Claim {
  storeId: string;
  status: DomainStatus;
  createdAt: number;
}

/** When a pending claim stops blocking other shops; null for a verified domain (it never does). */
export function claimExpiresAt(claim: Pick<Claim, 'status' | 'createdAt'>): number | null {
  return claim.status === 'pending' ? claim.createdAt + PENDING_MS : null;
}

/** A pending claim older than PENDING_DAYS: another shop may take the host. */
export function isStale(claim: Pick<Claim, 'status' | 'createdAt'>, now: number): boolean {
  const expires = claimExpiresAt(claim);
  return expires !== null && now >= expires;
}

/**
 * What a shop's claim of a host meets: 'new' (nobody has it), 'mine' (this shop has it already, pending or not),
 * 'replace' (another shop's stale pending claim) or 'taken' (another shop's verified domain or fresh claim).
 */
export function claimOutcome(
  existing: Claim | null,
  storeId: string,
  now: number,
): 'new' | 'mine' | 'replace' | 'taken' {
  if (!existing) return 'new';
  if (existing.storeId === storeId) return 'mine';
  return isStale(existing, now) ? 'replace' : 'taken';
}

/** `*.localhost` names cannot be proven over DNS or HTTP; in development they are taken as proven at once. */
export function verifiesAtOnce(host: string, environment: string | undefined): boolean {
  return environment === 'development' && host.endsWith('.localhost');
}

export interface ProofInstructions {
  dns: { type: 'TXT'; name: string; value: string };
  http: { url: string; body: string };
  text: string;
}

/** How the owner proves control of `host` (either method works). */
export function proofInstructions(host: string, token: string, expiresAt: number | null): ProofInstructions {
  const until =
    expiresAt === null
      ? ''
      : ` Another shop may claim ${host} after ${new Date(expiresAt).toISOString()} while it is unproven.`;
  return {
    dns: { type: 'TXT', name: txtName(host), value: token },
    http: { url: proofUrl(host), body: token },
    text:
      `Prove you control ${host}: either add a DNS TXT record named ${txtName(host)} with the value ${token}, ` +
      `or serve a plain-text file at ${proofUrl(host)} holding exactly ${token}. Then call POST .../domains/${host}/verify. ` +
      `Until it is verified the domain serves nothing.${until} Point ${host} at the platform for the shop to appear there.`,
  };
}
