/**
 * The registry's site-verification page (docs/ondc.md, "Registering the platform on the network"): ONDC's portal gives
 * the operator a request id, and the registry fetches `/ondc-site-verification.html` from the subscriber's host to find
 * that id signed with the node's Ed25519 signing key (base64) in an `ondc-site-verification` meta tag.
 */
import type { Result } from '../core/result';
import type { Bindings } from '../env';
import { nodeIdentity } from './config';
import { encodeBase64 } from './signing';

/** The request id ONDC's portal issued: letters, digits, dashes and underscores (it is written into the page). */
const REQUEST_ID = /^[A-Za-z0-9_-]{1,128}$/;

export type SiteVerification = Result<{ html: string }>;

export async function siteVerificationPage(env: Bindings): Promise<SiteVerification> {
  const requestId = env.ONDC_REQUEST_ID?.trim() ?? '';
  if (!REQUEST_ID.test(requestId))
    return { ok: false, rsn: 'This node has no ONDC request id configured (ONDC_REQUEST_ID).' };
  const node = await nodeIdentity(env);
  if (!node.key) return { ok: false, rsn: 'This node has no signing key configured (ONDC_SIGNING_PRIVATE_KEY).' };
  const signature = await crypto.subtle.sign('Ed25519', node.key.privateKey, new TextEncoder().encode(requestId));
  const signed = encodeBase64(new Uint8Array(signature));
  return {
    ok: true,
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="ondc-site-verification" content="${signed}">
<title>ONDC site verification</title>
</head>
<body>ONDC site verification page</body>
</html>
`,
  };
}
