import { log } from './log';

/**
 * A generator of text as a byte stream that reads the next piece only when the reader asks for it, so a long file
 * (a month's GSTR-1, a shopper's data) is never held whole. A failure after the reply has begun errors the stream:
 * a cut-off file is refused by its reader rather than taken as a short one; `what` names it in the log.
 */
export function textStream(chunks: AsyncGenerator<string>, what: Record<string, unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (err) {
          log('error', 'file failed while streaming', { ...what, error: String(err) });
          controller.error(err);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
