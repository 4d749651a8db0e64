/**
 * Proof that a shop's owner controls a custom domain before the platform serves the shop on it (pure rules;
 * the lookups are in src/data/domain-proof.ts). A new domain is `pending` until either
 *  - a DNS TXT record `_storefront.<host>` holds the domain's token, or
 *  - `http://<host>/.well-known/storefront-verification.txt` answers the token.
 * A pending claim blocks other shops for PENDING_DAYS only; after that another shop may claim the host.
 */

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

export type TxtLookup =
  | { kind: 'records'; records: string[] }
  | { kind: 'none' }
  | { kind: 'error'; reason: string };

const RCODES: Record<number, string> = { 1: 'FORMERR', 2: 'SERVFAIL', 4: 'NOTIMP', 5: 'REFUSED' };
const TXT_TYPE = 16;

/** A DNS-over-HTTPS JSON reply (application/dns-json) as the TXT records it holds for `name`. */
export function txtRecordsFromDoh(reply: unknown): TxtLookup {
  if (!reply || typeof reply !== 'object') return { kind: 'error', reason: 'The DNS lookup gave no readable answer.' };
  const { Status, Answer } = reply as { Status?: unknown; Answer?: unknown };
  if (Status === 3) return { kind: 'none' };
  if (Status !== 0) {
    const code = typeof Status === 'number' ? (RCODES[Status] ?? `status ${Status}`) : 'no status';
    return { kind: 'error', reason: `The DNS lookup failed (${code}); try again in a few minutes.` };
  }
  const records = (Array.isArray(Answer) ? Answer : [])
    .filter((a): a is { type: number; data: string } => !!a && typeof a === 'object' && a.type === TXT_TYPE && typeof a.data === 'string')
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

/** Why a TXT lookup did not prove control: a sentence for the owner. */
export function txtReason(host: string, lookup: TxtLookup, token: string): string | null {
  if (lookup.kind === 'error') return lookup.reason;
  if (lookup.kind === 'none') return `There is no TXT record at ${txtName(host)} yet (new DNS records can take a few minutes to appear).`;
  if (txtProves(lookup.records, token)) return null;
  return `The TXT record at ${txtName(host)} holds ${lookup.records.slice(0, 3).map(shown).join(', ')}, not this domain's token.`;
}

/** Why the token file did not prove control: a sentence for the owner (null when it did). */
export function fileReason(host: string, answer: { status: number; body: string } | { error: string }, token: string): string | null {
  const url = proofUrl(host);
  if ('error' in answer) return `${url} could not be fetched: ${answer.error}`;
  if (answer.status !== 200) return `${url} answered HTTP ${answer.status}, not the token file.`;
  if (fileProves(answer.body, token)) return null;
  return `${url} does not hold this domain's token (it starts ${shown(answer.body.trim().slice(0, 40))}).`;
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
export function claimOutcome(existing: Claim | null, storeId: string, now: number): 'new' | 'mine' | 'replace' | 'taken' {
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
  const until = expiresAt === null ? '' : ` Another shop may claim ${host} after ${new Date(expiresAt).toISOString()} while it is unproven.`;
  return {
    dns: { type: 'TXT', name: txtName(host), value: token },
    http: { url: proofUrl(host), body: token },
    text:
      `Prove you control ${host}: either add a DNS TXT record named ${txtName(host)} with the value ${token}, ` +
      `or serve a plain-text file at ${proofUrl(host)} holding exactly ${token}. Then call POST .../domains/${host}/verify. ` +
      `Until it is verified the domain serves nothing.${until} Point ${host} at the platform for the shop to appear there.`,
  };
}
