import { concatBytes, indexOfBytes } from './bytes';

/**
 * Where a late part of a page goes. The page streams up to here at once; the late part (rendered when its data
 * arrives) is streamed in this place, then the rest of the page. This is in-order streaming: unlike React's
 * Suspense, whose late parts are moved into place by inline scripts, it needs no script, so the pages keep their
 * script-src 'self' policy and read the same without JavaScript.
 */
export function LateSlot({ name }: { name: string }) {
  return <template data-late={name} />;
}

/** The markup React renders for <LateSlot name={name} />. */
export const lateSlotMarkup = (name: string) => `<template data-late="${name}"></template>`;

const encoder = new TextEncoder();

/** Copies the stream into the controller; how many chunks it copied. */
async function pipeInto(
  controller: ReadableStreamDefaultController<Uint8Array>,
  stream: ReadableStream<Uint8Array>,
): Promise<number> {
  const reader = stream.getReader();
  let chunks = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read(), chunks++) controller.enqueue(r.value);
  return chunks;
}

/**
 * The page with its slot `name` replaced by the late stream. Bytes before the slot go out as they come (only the
 * last few, which could be the start of the slot's markup, are held back); if the page has no such slot, the late
 * part is dropped.
 */
export function fillLateSlot(
  page: ReadableStream<Uint8Array>,
  name: string,
  late: Promise<ReadableStream<Uint8Array>>,
): ReadableStream<Uint8Array> {
  const slot = encoder.encode(lateSlotMarkup(name));
  const reader = page.getReader();
  let held: Uint8Array = new Uint8Array(0);
  let filled = false;
  const dropLate = () => void late.then((s) => s.cancel()).catch(() => undefined);
  return new ReadableStream<Uint8Array>({
    // each pull must enqueue something or close: a pull that only holds bytes back would never be called again
    async pull(controller) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          if (held.length) controller.enqueue(held);
          if (!filled) dropLate();
          return controller.close();
        }
        if (filled) return controller.enqueue(value);
        const bytes = concatBytes(held, value);
        const at = indexOfBytes(bytes, slot);
        if (at === -1) {
          const keep = Math.min(bytes.length, slot.length - 1);
          held = bytes.slice(bytes.length - keep);
          if (bytes.length > keep) return controller.enqueue(bytes.slice(0, bytes.length - keep));
          continue;
        }
        filled = true;
        held = new Uint8Array(0);
        const before = at > 0;
        if (before) controller.enqueue(bytes.slice(0, at));
        const piped = await pipeInto(controller, await late);
        const after = at + slot.length < bytes.length;
        if (after) controller.enqueue(bytes.slice(at + slot.length));
        if (before || piped > 0 || after) return;
      }
    },
    cancel(reason) {
      dropLate();
      return reader.cancel(reason);
    },
  });
}
