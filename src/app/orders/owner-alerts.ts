import type { Bindings } from '../../env';
import { dropOwnerEndpoint, ownerEndpoints } from '../../data/shop/owner-push';
import type { ShopData } from '../../data/shop/shop-data';
import { pushAudience, vapidJwk } from '../../domain/owner/new-order-alerts';
import { log } from '../../core/log';

/** The operator's VAPID key pair for owner alerts, or null when this deployment has none. */
export function ownerAlertKeys(env: Pick<Bindings, 'OWNER_PUSH_PUBLIC_KEY' | 'OWNER_PUSH_PRIVATE_KEY'>) {
  const jwk = vapidJwk(env.OWNER_PUSH_PUBLIC_KEY, env.OWNER_PUSH_PRIVATE_KEY);
  return jwk ? { jwk, publicKey: env.OWNER_PUSH_PUBLIC_KEY! } : null;
}

/**
 * Tells the shop's owner of a new order: an empty Web Push to each browser the owner registered, signed with the
 * operator's VAPID key. A browser whose subscription is gone (404, 410) is forgotten. Never throws: the order is
 * placed whatever the push services answer.
 */
export async function alertOwnerOfOrder(env: Bindings, shop: ShopData, orderId: string): Promise<number> {
  const storeId = shop.id;
  try {
    const keys = ownerAlertKeys(env);
    if (!keys) return 0;
    const endpoints = await ownerEndpoints(shop);
    if (!endpoints.length) return 0;
    // jose with the first alert sent, not with every new isolate (#40 item 1)
    const { importJWK, SignJWT } = await import('../../auth/jose-parts');
    const key = await importJWK(keys.jwk, 'ES256');
    const subject = env.OWNER_PUSH_SUBJECT ?? 'mailto:operators@storefront.invalid';
    let sent = 0;
    await Promise.all(
      endpoints.map(async (endpoint) => {
        const jwt = await new SignJWT({ sub: subject })
          .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
          .setAudience(pushAudience(endpoint))
          .setExpirationTime('12h')
          .sign(key);
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `vapid t=${jwt}, k=${keys.publicKey}`,
            TTL: '86400',
            Urgency: 'high',
            'Content-Length': '0',
          },
        });
        if (res.status === 404 || res.status === 410) await dropOwnerEndpoint(shop, endpoint);
        else if (res.ok) sent++;
        else log('warn', 'owner alert refused', { storeId, orderId, status: res.status });
      }),
    );
    return sent;
  } catch (err) {
    log('warn', 'owner alert failed', { storeId, orderId, error: String(err) });
    return 0;
  }
}
