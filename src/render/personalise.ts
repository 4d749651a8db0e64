/**
 * A page from the edge cache made a shopper's own on the way out. The only personal part of a shared page (see
 * domain/catalogue/shared-pages) is the bag badge, which the layout renders near the top of the document in
 * three places: `data-bag-count` on <body>, the bag-badge island's props, and the badge itself (its number,
 * hidden at 0). The cached page is always the anonymous one, so those are known strings within its first
 * kilobytes: they are filled in the bytes of that prefix and the rest is copied as it is. If the markup ever
 * differs, an HTMLRewriter over the whole page does the same job. The answer is never cached again.
 */

import { islandPropsText } from '../domain/islands/props-text';
import { concatBytes, indexOfBytes } from './bytes';

const encoder = new TextEncoder();
/**
 * Where the prefix ends: the badge's number and the start of its words (which are in the page's language); the
 * anonymous page has it within the first 8 KB.
 */
const BADGE_END = encoder.encode('data-testid="bag-count" hidden="">0<span class="sr-only">');
const MAX_PREFIX = 64 * 1024;

/** The anonymous page's badge slots and what they become for a bag of `count` units (ASCII, so byte-safe). */
export function badgeSlots(count: number): [string, string][] {
  const shown = count > 0;
  return [
    ['<body data-bag-count="0"', `<body data-bag-count="${count}"`],
    [
      'data-island="bag-badge" data-props="{`count`:0}"',
      `data-island="bag-badge" data-props="${islandPropsText({ count })}"`,
    ],
    ['data-testid="bag-count" hidden="">0<span', `data-testid="bag-count"${shown ? '' : ' hidden=""'}>${count}<span`],
  ];
}

/** The prefix with every slot filled for `count`, or null when a slot is missing (the markup is not the expected one). */
export function fillBadgeSlots(prefix: Uint8Array, count: number): Uint8Array | null {
  let bytes = prefix;
  for (const [from, to] of badgeSlots(count)) {
    const pattern = encoder.encode(from);
    const at = indexOfBytes(bytes, pattern);
    if (at === -1) return null;
    const filled = encoder.encode(to);
    const next = new Uint8Array(bytes.length - pattern.length + filled.length);
    next.set(bytes.subarray(0, at));
    next.set(filled, at);
    next.set(bytes.subarray(at + pattern.length), at + filled.length);
    bytes = next;
  }
  return bytes;
}

const ANONYMOUS_SLOTS = badgeSlots(0).map(([from]) => encoder.encode(from));

/**
 * Where the anonymous page's badge slots start (in page order), found once per stored page so that each shopper's
 * hit fills them without searching (middleware/cache-hit-first); null when the markup is not the expected one.
 */
export function badgeSlotOffsets(page: Uint8Array): number[] | null {
  const end = indexOfBytes(page.subarray(0, MAX_PREFIX), BADGE_END);
  if (end === -1) return null;
  const prefix = page.subarray(0, end + BADGE_END.length);
  const slots = ANONYMOUS_SLOTS.map((pattern) => ({ at: indexOfBytes(prefix, pattern), length: pattern.length }));
  if (slots.some((slot) => slot.at === -1)) return null;
  const ordered = slots.toSorted((a, b) => a.at - b.at);
  if (ordered.some((slot, i) => i > 0 && ordered[i - 1].at + ordered[i - 1].length > slot.at)) return null;
  return slots.map((slot) => slot.at);
}

/**
 * The page with its badge slots (at `offsets`, from badgeSlotOffsets) filled for `count`, as parts of a Blob: the
 * page's own bytes are views, not copies. The same bytes as fillBadgeSlots and the rest of the page.
 */
export function badgeFilledParts(page: Uint8Array, offsets: number[], count: number): Uint8Array[] {
  const filled = badgeSlots(count);
  const order = offsets.map((at, slot) => ({ at, slot })).toSorted((a, b) => a.at - b.at);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const { at, slot } of order) {
    parts.push(page.subarray(from, at), encoder.encode(filled[slot][1]));
    from = at + ANONYMOUS_SLOTS[slot].length;
  }
  parts.push(page.subarray(from));
  return parts;
}

function rewritten(body: ReadableStream<Uint8Array>, bagCount: number): ReadableStream<Uint8Array> {
  const count = String(bagCount);
  return (
    new HTMLRewriter()
      .on('body', { element: (el) => void el.setAttribute('data-bag-count', count) })
      .on('[data-island="bag-badge"]', {
        element: (el) => void el.setAttribute('data-props', islandPropsText({ count: bagCount })),
      })
      .on('[data-testid="bag-count"]', {
        element: (el) => {
          if (bagCount === 0) el.setAttribute('hidden', '');
          else el.removeAttribute('hidden');
        },
      })
      // the badge's first text is its number; its words after it stay as the page's language has them
      .on('[data-testid="bag-count"]', numberReplacer(count))
      .transform(new Response(body)).body!
  );
}

function numberReplacer(count: string): HTMLRewriterElementContentHandlers {
  let done = false;
  return {
    text: (chunk) => {
      if (done || chunk.text.trim() === '') return;
      chunk.replace(chunk.text.replace(/\d+/, count));
      done = true;
    },
  };
}

/**
 * The given chunks, then the rest of the page as it comes. Pumped by a pull source rather than piped: workerd
 * cannot pipe a body that is itself a branch of a tee (the page is also being kept in the edge cache) into
 * another transform stream ("Inter-TransformStream pipeTo() is not implemented"), and a miss is one render's few
 * chunks, so the JavaScript per chunk costs nothing that matters.
 */
function chunksThenRest(chunks: Uint8Array[], rest: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const waiting = chunks.filter((chunk) => chunk.length);
  const reader = rest.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = waiting.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The page's first chunks, read until the badge's end (or MAX_PREFIX); the rest stays in the stream. */
async function readPrefix(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<{ bytes: Uint8Array; cut: number }> {
  let bytes: Uint8Array = new Uint8Array(0);
  while (bytes.length < MAX_PREFIX) {
    const { done, value } = await reader.read();
    if (done) break;
    const from = Math.max(0, bytes.length - BADGE_END.length);
    bytes = concatBytes(bytes, value);
    const end = indexOfBytes(bytes, BADGE_END, from);
    if (end !== -1) return { bytes, cut: end + BADGE_END.length };
  }
  return { bytes, cut: -1 };
}

/**
 * A page from the edge cache is read whole (one native read) and answered as a Blob of the filled prefix and the
 * rest: no JavaScript stream to pump, which measured cheapest. A page being rendered (a cache miss) is read only
 * up to the badge and the rest passed on as it comes, so a page that streams a late part is not held back for it.
 */
export async function personalisePage(
  page: Response,
  bagCount: number,
  { fromCache }: { fromCache: boolean },
): Promise<Response> {
  if (fromCache) {
    const bytes = new Uint8Array(await page.arrayBuffer());
    const end = indexOfBytes(bytes.subarray(0, MAX_PREFIX), BADGE_END);
    const head = end === -1 ? null : fillBadgeSlots(bytes.subarray(0, end + BADGE_END.length), bagCount);
    const body = head
      ? new Blob([head as Uint8Array<ArrayBuffer>, bytes.subarray(end + BADGE_END.length)])
      : rewritten(new Response(bytes).body!, bagCount);
    return personalAnswer(body, page);
  }
  const reader = page.body!.getReader();
  const { bytes, cut } = await readPrefix(reader);
  reader.releaseLock();
  const head = cut === -1 ? null : fillBadgeSlots(bytes.subarray(0, cut), bagCount);
  const body = head
    ? chunksThenRest([head, bytes.subarray(cut)], page.body!)
    : rewritten(chunksThenRest([bytes], page.body!), bagCount);
  return personalAnswer(body, page);
}

function personalAnswer(body: BodyInit, page: Response): Response {
  const res = new Response(body, page);
  // kept by no shared cache; unlike no-store, the page stays eligible for the back/forward cache
  res.headers.set('Cache-Control', 'private, no-cache');
  res.headers.delete('ETag');
  res.headers.delete('Last-Modified');
  res.headers.delete('Content-Length');
  return res;
}
