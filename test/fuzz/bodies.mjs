// Malformed request bodies and path ids for the fuzz run: wrong types, missing and extra fields, huge and deeply
// nested bodies, lone surrogates, control characters, encoded ids. Seeded, so a failure can be replayed.
export function random(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const nested = (depth) => '['.repeat(depth) + ']'.repeat(depth);
const ODD_VALUES = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -0.5,
  2 ** 53 + 1,
  '',
  ' ',
  '\ud800',
  'a\udc00b',
  '\u0000\u0007\u001b',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%2e%2e%2f',
  'x'.repeat(5000),
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
  { __proto__: { admin: true } },
  'NaN',
  '1e999',
  '١٢٣',
  '😀'.repeat(50),
];
const FIELDS = [
  'sid',
  'item',
  'ID',
  'product_qty',
  'product_id_in_cart',
  'coupon_id',
  'manual_item',
  'name',
  'id',
  'status',
  'answer',
  'host',
  'idToken',
  'address_id',
  'payment_method',
  'idempotency_key',
  'q',
  'cmpn_name',
  'NAME',
  'PHONE',
  'ITEM_ID',
  'RATING',
  'categories',
  'items',
  'PRICE',
  'CAT_ID',
  'text',
];

/** One malformed body as raw text (it may not even be JSON). */
export function malformedBody(rnd, i) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  switch (i % 10) {
    case 0:
      return JSON.stringify(pick(ODD_VALUES));
    case 1:
      return nested(200 + Math.floor(rnd() * 800));
    case 2:
      return '{"a":' + '"\\ud800"'.repeat(1) + '}';
    case 3:
      return '{' + '"k":1,'.repeat(50) + '"z":' + nested(50) + '}';
    case 4:
      return i % 100 === 4
        ? JSON.stringify({ [pick(FIELDS)]: 'y'.repeat(300_000) })
        : JSON.stringify({ [pick(FIELDS)]: 'y'.repeat(3000) });
    case 5:
      return '{"unterminated": "' + String.fromCharCode(Math.floor(rnd() * 32));
    case 6:
      return 'not json at all \u0000';
    default: {
      const body = {};
      for (let k = 0; k < 1 + Math.floor(rnd() * 5); k++) body[pick(FIELDS)] = pick(ODD_VALUES);
      return JSON.stringify(body);
    }
  }
}

const ODD_IDS = [
  '%2e%2e',
  '..',
  '%00',
  '%ED%A0%80',
  'A'.repeat(300),
  'bag',
  'api',
  '%3Cscript%3E',
  '-',
  '1',
  'x%2Fy',
  '%25',
  'नमस्ते',
  'ghee%20',
];
export const oddId = (rnd) => ODD_IDS[Math.floor(rnd() * ODD_IDS.length)];

const MCP_TOOLS = [
  'search_items',
  'get_item',
  'list_categories',
  'get_bag',
  'add_to_bag',
  'remove_from_bag',
  'start_checkout',
  'track_order',
  'nope',
];
const MCP_ARGS = [
  'query',
  'item_id',
  'category_id',
  'bag_id',
  'quantity',
  'option',
  'size',
  'color',
  'line_id',
  'order_id',
  'phone',
  'page',
];

/** A JSON-RPC call of the shop's MCP server with odd arguments, or (every third) a malformed body. */
export function mcpBody(rnd, i) {
  if (i % 3 === 0) return malformedBody(rnd, i);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const args = {};
  for (let k = 0; k < 1 + Math.floor(rnd() * 4); k++) args[pick(MCP_ARGS)] = pick(ODD_VALUES);
  const method = pick(['tools/call', 'tools/call', 'tools/call', 'tools/list', 'initialize', 'resources/list', 42]);
  return JSON.stringify({
    jsonrpc: '2.0',
    id: i % 7 === 0 ? pick(ODD_VALUES) : i,
    method,
    params: { name: pick(MCP_TOOLS), arguments: i % 5 === 0 ? pick(ODD_VALUES) : args },
  });
}
