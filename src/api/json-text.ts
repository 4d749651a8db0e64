import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';

// A JSON escape of a UTF-16 surrogate (\uD800-\uDFFF): the only way a body decoded from UTF-8 can carry a lone one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string (or any key or string inside a parsed JSON value) holds a lone surrogate. Iterative: any depth. */
function hasLoneSurrogate(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/** True when a JSON text decodes to a string with a lone surrogate (text that is not JSON is left to the handler). */
function jsonHasLoneSurrogate(text: string): boolean {
  if (!SURROGATE_ESCAPE.test(text)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return hasLoneSurrogate(value);
}

/**
 * A body whose JSON carries a lone UTF-16 surrogate ("\ud800") is refused with 400 before any handler sees it:
 * such text cannot be stored or sent on (UTF-8, cookies, encodeURIComponent all fail or silently change it),
 * and no keyboard produces it. It reads a clone of the body: the request's own body stays unread for what
 * comes after (a call's own bodyLimit reads the raw stream again).
 */
export const refuseBrokenText = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  if (jsonHasLoneSurrogate(await c.req.raw.clone().text())) {
    return fail(
      c,
      400,
      'Some of the text sent has a broken character in it. Please retype it and try again.',
      'BAD_TEXT',
    );
  }
  return next();
});
