// `npm run platform -- <command>`: operators' CLI for the platform (operator) API's keys.
//   Keys are written to D1 directly through wrangler (they are never created over HTTP).
import { bundleForNode, d1, parseArgs, sqlText } from './lib/d1-cli.mjs';

const USAGE = `Usage: npm run platform -- <command> [options]

Operator keys (written to D1 with wrangler; --remote for the deployed database, --persist-to DIR for another local state):
  create-key [label]      create an operator key and print it (shown only this once)
  list-keys               list operator keys (label, first characters, created)
  revoke-key <key|prefix> remove a key, given the key or its first characters

Owner alerts (Web Push of new orders to owners' phones):
  vapid-keys              print a new VAPID key pair for OWNER_PUSH_PUBLIC_KEY and OWNER_PUSH_PRIVATE_KEY

The key opens /platform/api as "Authorization: Bearer <key>" (see docs/platform-api.md).
In development the key dev_operator works without being created.
`;

/** The same key code the Worker uses, bundled for Node. */
const lib = () => bundleForNode('platform-lib', "export * from './src/data/platform/operator-keys.ts';");

const commands = {
  async 'vapid-keys'() {
    const b64url = (bytes) => Buffer.from(bytes).toString('base64url');
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const publicKey = b64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
    const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
    console.log(`OWNER_PUSH_PUBLIC_KEY=${publicKey}\nOWNER_PUSH_PRIVATE_KEY=${d}`);
    console.log(
      'Set both as secrets: npx wrangler secret put OWNER_PUSH_PRIVATE_KEY --env production (the public key may be a var).',
    );
  },
  async 'create-key'([label], flags) {
    const { generateOperatorKey, operatorKeyRow, operatorKeyInsertSql } = await lib();
    const key = generateOperatorKey();
    d1(operatorKeyInsertSql(await operatorKeyRow(key, label ?? 'created with npm run platform')), flags);
    console.log(
      `Operator key (store it now; it is not shown again):\n\n  ${key}\n\nUse it as:  Authorization: Bearer ${key}`,
    );
  },
  async 'list-keys'(_, flags) {
    const rows = d1('SELECT label, key_prefix, created_at FROM operator_keys ORDER BY created_at', flags);
    if (rows.length === 0) console.log('There are no operator keys.');
    for (const r of rows) console.log(`${r.key_prefix.padEnd(14)} ${new Date(r.created_at).toISOString()}  ${r.label}`);
  },
  async 'revoke-key'([keyOrPrefix], flags) {
    if (!keyOrPrefix) throw new Error('Give the key, or its first characters as list-keys shows them.');
    const { hashOperatorKey } = await lib();
    const where =
      keyOrPrefix.length > 30
        ? `key_hash = ${sqlText(await hashOperatorKey(keyOrPrefix))}`
        : `key_prefix = ${sqlText(keyOrPrefix)}`;
    const found = d1(`SELECT key_prefix FROM operator_keys WHERE ${where}`, flags);
    if (found.length !== 1)
      throw new Error(found.length ? 'That prefix matches several keys; give the whole key.' : 'No such key.');
    d1(`DELETE FROM operator_keys WHERE ${where}`, flags);
    console.log(`Revoked ${found[0].key_prefix}….`);
  },
};

const { args, flags } = parseArgs(process.argv.slice(2));
const [name, ...rest] = args;
if (!name || !commands[name]) {
  console.log(USAGE);
  process.exit(name ? 1 : 0);
}
try {
  await commands[name](rest, flags);
} catch (err) {
  console.error(`platform: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
