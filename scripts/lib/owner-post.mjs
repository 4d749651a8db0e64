// Sends a file's bytes to an owner API call over HTTP, as an owner's own tools would: the CLI's import and photo commands.
import { readFileSync } from 'node:fs';

/** POSTs `file` to `url` with the owner key; answers the reply's status, its JSON (or null) and its text. */
export async function postFile({ url, key, type, file }) {
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': type, Accept: 'application/json' };
  const res = await fetch(url, { method: 'POST', headers, body: readFileSync(file) }).catch((err) => {
    throw new Error(`Cannot reach ${url} (${err.cause?.code ?? err.message}). Is the storefront running (npm start)?`);
  });
  const text = await res.text();
  let reply = null;
  try {
    reply = JSON.parse(text);
  } catch {
    // not JSON: the caller shows the text as it is
  }
  return { ok: res.ok && reply?.status === 1, status: res.status, reply, text };
}
