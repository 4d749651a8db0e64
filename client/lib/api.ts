import { doneProgress, startProgress } from './progress';

/** A reply of our JSON API: `status` 1 success (`msg`), 0 failure (`rsn`), or a call's own status. */
export interface Reply {
  status: number;
  msg?: string;
  rsn?: string;
  [key: string]: any;
}

/** POSTs JSON to `/api{path}` for a shop; throws only when no JSON reply came back. */
export async function postApi(path: string, storeId: string, body: object = {}): Promise<Reply> {
  startProgress();
  try {
    const res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: storeId },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const reply = (await res.json().catch(() => null)) as Reply | null;
    if (!reply || typeof reply.status !== 'number') throw new Error(`HTTP ${res.status}`);
    return reply;
  } finally {
    doneProgress();
  }
}
