import { describe, expect, it } from 'vitest';
import { fillLateSlot, lateSlotMarkup } from '../../../src/render/late-slot';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const SLOT = lateSlotMarkup('item-more');
const PAGE = `<html><body><main><h1>Basmati चावल</h1>${SLOT}<footer>© shop</footer></main></body></html>`;

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const p of parts) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A promise with its resolve, to decide in the test when the late part is ready. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a late part streams in its slot', () => {
  // the page cut at every byte: the slot's markup may arrive split across chunks anywhere
  const bytes = encoder.encode(PAGE);
  it.each(Array.from({ length: bytes.length - 1 }, (_, i) => i + 1))('page cut at byte %i', async (cut) => {
    const page = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const out = await readAll(
      fillLateSlot(
        page,
        'item-more',
        Promise.resolve(streamOf(['<section>Q&amp;A</section>', '<section>Related</section>'])),
      ),
    );
    expect(out).toBe(PAGE.replace(SLOT, '<section>Q&amp;A</section><section>Related</section>'));
  });

  it('sends what comes before the slot without waiting for the late part', async () => {
    const late = deferred<ReadableStream<Uint8Array>>();
    const reader = fillLateSlot(streamOf([PAGE]), 'item-more', late.promise).getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toBe(PAGE.slice(0, PAGE.indexOf(SLOT)));
    let rest = '';
    const restRead = (async () => {
      for (let r = await reader.read(); !r.done; r = await reader.read()) rest += decoder.decode(r.value);
    })();
    await new Promise((r) => setTimeout(r, 20));
    expect(rest).toBe(''); // still waiting: nothing after the slot may overtake it
    late.resolve(streamOf(['<section>Questions</section>']));
    await restRead;
    expect(first + rest).toBe(PAGE.replace(SLOT, '<section>Questions</section>'));
  });

  it('a page without the slot is sent as it is and the late part is dropped', async () => {
    let cancelled = false;
    const late = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
    const page = PAGE.replace(SLOT, '');
    expect(await readAll(fillLateSlot(streamOf([page]), 'item-more', Promise.resolve(late)))).toBe(page);
    await new Promise((r) => setTimeout(r, 0));
    expect(cancelled).toBe(true);
  });

  it('a late part that fails fails the page stream, so no half page is kept by a cache', async () => {
    const failing = Promise.reject(new Error('shop unreachable'));
    failing.catch(() => undefined);
    await expect(readAll(fillLateSlot(streamOf([PAGE]), 'item-more', failing))).rejects.toThrow('shop unreachable');
  });

  it.each([
    ['the slot alone', SLOT],
    ['the slot at the end', `<main>${SLOT}`],
    ['the slot at the start', `${SLOT}</main>`],
  ])('an empty late part leaves nothing in its place: %s', async (_, page) => {
    expect(await readAll(fillLateSlot(streamOf([page]), 'item-more', Promise.resolve(streamOf([]))))).toBe(
      page.replace(SLOT, ''),
    );
  });

  it('another slot name is not filled', async () => {
    expect(await readAll(fillLateSlot(streamOf([PAGE]), 'other', Promise.resolve(streamOf(['x']))))).toBe(PAGE);
  });
});
