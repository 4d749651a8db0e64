// A mock ONDC buyer app (BAP) for `npm run ondc:flows`: it signs its requests with ONDC's own SDK
// (ondc-crypto-sdk-nodejs), listens on a loopback port for the seller node's callbacks, and keeps every request and
// callback of a transaction so a flow can be written as the validator's payload. Development only: it listens on
// loopback with a throwaway key generated per run. `host` names it in its uri (e.g. buyer.ondc.test, mapped to
// 127.0.0.1 in /etc/hosts: the validator refuses IP addresses), and the subscriber id is then that name.
import { createServer } from 'node:http';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createAuthorizationHeader } from 'ondc-crypto-sdk-nodejs';

/** An Ed25519 key pair in ONDC's format: base64 raw public key, base64 libsodium private key (seed then public key). */
function newKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  return { publicKey: pub.toString('base64'), privateKey: Buffer.concat([seed, pub]).toString('base64') };
}

export async function startBuyerApp({
  port = 0,
  host = '127.0.0.1',
  subscriberId = host === '127.0.0.1' ? 'mock-buyer.test' : host,
  uniqueKeyId = 'mock-key-1',
} = {}) {
  const keys = newKeyPair();
  /** every callback received, in order */
  const received = [];
  const waiting = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      try {
        const body = JSON.parse(raw);
        received.push(body);
        for (const w of waiting.splice(0)) w();
      } catch {
        // a body that is not JSON is not a callback the flow can use
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: { ack: { status: 'ACK' } } }));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const uri = `http://${host}:${server.address().port}/ondc`;

  return {
    subscriberId,
    uniqueKeyId,
    uri,
    publicKey: keys.publicKey,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),

    /** A request's context as this buyer app writes it. */
    context(action, { domain, city, transactionId, bppId, bppUri }) {
      return {
        domain,
        action,
        country: 'IND',
        city,
        core_version: '1.2.5',
        bap_id: subscriberId,
        bap_uri: uri,
        ...(action === 'search' ? {} : { bpp_id: bppId, bpp_uri: bppUri }),
        transaction_id: transactionId,
        message_id: randomUUID(),
        timestamp: new Date().toISOString(),
        ttl: 'PT30S',
      };
    },

    /** Signs and posts a request; answers the node's reply (ACK/NACK) and the request as sent. */
    async send(nodeUrl, body) {
      const raw = JSON.stringify(body);
      const authorization = await createAuthorizationHeader({
        body: raw,
        privateKey: keys.privateKey,
        subscriberId,
        subscriberUniqueKeyId: uniqueKeyId,
      });
      const res = await fetch(`${nodeUrl}/${body.context.action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization, connection: 'close' },
        body: raw,
      });
      return { status: res.status, reply: await res.json() };
    },

    /** Waits for the callback `action` of a transaction that `pick` accepts (the newest not taken yet). */
    async callback(action, transactionId, { timeoutMs = 15_000, pick = () => true, after = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received
          .slice(after)
          .find((b) => b.context?.action === action && b.context?.transaction_id === transactionId && pick(b));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${action} for ${transactionId} within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
  };
}
