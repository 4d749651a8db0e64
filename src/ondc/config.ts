import type { Bindings } from '../env';
import { importSigningKey, type SigningKey } from './signing';

/**
 * DEVELOPMENT ONLY: the node's signing key when ENVIRONMENT is development and no ONDC_SIGNING_PRIVATE_KEY secret
 * is set (npm start, the tests). Public in this repository, so worthless: production never falls back to it.
 */
const DEVELOPMENT_ONLY_SIGNING_SEED = 'REVWRUxPUE1FTlQtT05MWSBPTkRDIFNJR05JTkcgMDE=';

export interface NodeIdentity {
  subscriberId: string;
  uniqueKeyId: string;
  registryUrl: string | null;
  key: SigningKey | null;
  keySource: 'secret' | 'development-only' | 'missing' | 'invalid';
}

let memo: { raw: string | undefined; key: Promise<SigningKey | null> } | null = null;

function signingKey(raw: string): Promise<SigningKey | null> {
  if (memo?.raw !== raw) memo = { raw, key: importSigningKey(raw) };
  return memo.key;
}

/** The node's identity on the network, from wrangler.toml vars and the signing-key secret. */
export async function nodeIdentity(env: Bindings): Promise<NodeIdentity> {
  const secret = env.ONDC_SIGNING_PRIVATE_KEY?.trim();
  const development = env.ENVIRONMENT === 'development';
  const raw = secret || (development ? DEVELOPMENT_ONLY_SIGNING_SEED : undefined);
  const key = raw ? await signingKey(raw) : null;
  return {
    subscriberId: env.ONDC_SUBSCRIBER_ID ?? '',
    uniqueKeyId: env.ONDC_UNIQUE_KEY_ID ?? '',
    registryUrl: env.ONDC_REGISTRY_URL?.trim() || null,
    key,
    keySource: !raw ? 'missing' : !key ? 'invalid' : secret ? 'secret' : 'development-only',
  };
}
