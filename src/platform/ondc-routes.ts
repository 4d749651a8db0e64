import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { log } from '../core/log';
import { checkParticipant } from '../domain/ondc/participant';
import { nodeIdentity } from '../ondc/config';
import { pinParticipant } from '../ondc/participants';
import type { PlatformApp } from './platform-app';

/** The ONDC node's operator calls (docs/ondc.md): its identity on the network, and pinned participants. */
export function registerOndcRoutes(app: PlatformApp): void {
  app.get('/ondc', async (c) => {
    const node = await nodeIdentity(c.env);
    return c.json({
      status: 1,
      ondc: {
        subscriber_id: node.subscriberId,
        unique_key_id: node.uniqueKeyId,
        signing_public_key: node.key?.publicKeyBase64 ?? null,
        signing_key_source: node.keySource,
        registry_url: node.registryUrl,
      },
    });
  });

  app.put('/ondc/participants/:subscriberId', (c) => putParticipant(c));
}

async function putParticipant(c: Context<AppEnv>): Promise<Response> {
  const production = c.env.ENVIRONMENT !== 'development';
  if (production && c.env.ONDC_REGISTRY_URL?.trim()) {
    return fail(
      c,
      409,
      'This node looks participants up in the ONDC registry; pinning is only for development or a node without a registry.',
      'REGISTRY_IN_USE',
    );
  }
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')) {
    return fail(c, 415, 'Send the participant as JSON (Content-Type: application/json).', 'UNSUPPORTED_MEDIA_TYPE');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return fail(c, 400, 'The body is not valid JSON.', 'INVALID_JSON');
  }
  const checked = checkParticipant(c.req.param('subscriberId') ?? '', body, !production);
  if (!checked.ok) return fail(c, 400, checked.rsn, 'INVALID_FIELD', checked.field);
  await pinParticipant(c.env.KV, checked.participant, Date.now());
  log('info', 'ondc participant pinned', {
    requestId: c.get('requestId'),
    subscriberId: checked.participant.subscriber_id,
  });
  return c.json({ status: 1, participant: checked.participant });
}
