import type { Bindings } from '../env';
import type { PinnedParticipant } from '../domain/ondc/participant';
import { log } from '../core/log';

/**
 * Senders' public keys: a participant the operator pinned in KV first, else the registry's answer (cached in KV
 * until the registry's valid_until, at most a day). Without ONDC_REGISTRY_URL only pinned participants are known.
 */

const PINNED = 'ondc:participant:';
const LOOKED_UP = 'ondc:registry:';
const MAX_CACHE_SECONDS = 24 * 60 * 60;

function pinnedKey(subscriberId: string, uniqueKeyId: string): string {
  return `${PINNED}${subscriberId}|${uniqueKeyId}`;
}

export async function pinParticipant(kv: KVNamespace, participant: PinnedParticipant, now: number): Promise<void> {
  await kv.put(
    pinnedKey(participant.subscriber_id, participant.unique_key_id),
    JSON.stringify({ ...participant, pinned_at: new Date(now).toISOString() }),
  );
}

export async function findPinnedParticipant(
  kv: KVNamespace,
  subscriberId: string,
  uniqueKeyId: string,
): Promise<PinnedParticipant | null> {
  return kv.get<PinnedParticipant>(pinnedKey(subscriberId, uniqueKeyId), 'json');
}

interface RegistryEntry {
  subscriber_id?: unknown;
  ukId?: unknown;
  unique_key_id?: unknown;
  signing_public_key?: unknown;
  valid_until?: unknown;
}

async function lookUpRegistry(
  registryUrl: string,
  subscriberId: string,
  uniqueKeyId: string,
  nowMs: number,
): Promise<{ key: string; validUntilMs: number } | null> {
  try {
    const response = await fetch(registryUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscriber_id: subscriberId, ukId: uniqueKeyId }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const entries = (await response.json()) as unknown;
    if (!Array.isArray(entries)) return null;
    for (const entry of entries as RegistryEntry[]) {
      const ukid = entry.ukId ?? entry.unique_key_id;
      if (entry.subscriber_id !== subscriberId || ukid !== uniqueKeyId || typeof entry.signing_public_key !== 'string')
        continue;
      const validUntilMs = typeof entry.valid_until === 'string' ? Date.parse(entry.valid_until) : NaN;
      if (!Number.isFinite(validUntilMs) || validUntilMs <= nowMs) continue;
      return { key: entry.signing_public_key, validUntilMs };
    }
    return null;
  } catch (err) {
    log('warn', 'ondc registry lookup failed', { subscriberId, error: String(err) });
    return null;
  }
}

/** The sender's base64 Ed25519 public key, or null when nobody vouches for it. */
export async function senderPublicKey(
  env: Bindings,
  subscriberId: string,
  uniqueKeyId: string,
  nowMs: number,
): Promise<string | null> {
  const pinned = await findPinnedParticipant(env.KV, subscriberId, uniqueKeyId);
  if (pinned) return pinned.signing_public_key;
  const registryUrl = env.ONDC_REGISTRY_URL?.trim();
  if (!registryUrl) return null;
  const cacheKey = `${LOOKED_UP}${subscriberId}|${uniqueKeyId}`;
  const cached = await env.KV.get<{ key: string; validUntilMs: number }>(cacheKey, 'json');
  if (cached && cached.validUntilMs > nowMs) return cached.key;
  const found = await lookUpRegistry(registryUrl, subscriberId, uniqueKeyId, nowMs);
  if (!found) return null;
  const ttl = Math.min(MAX_CACHE_SECONDS, Math.floor((found.validUntilMs - nowMs) / 1000));
  if (ttl >= 60) await env.KV.put(cacheKey, JSON.stringify(found), { expirationTtl: ttl });
  return found.key;
}
