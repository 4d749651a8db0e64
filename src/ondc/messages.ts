/** Requests this node has taken, in D1: the replay check (same sender, action and message id answered once). */

/** How long a message id is remembered; longer than any ttl this node honours (a day). */
export const REMEMBER_MESSAGES_MS = 2 * 24 * 60 * 60 * 1000;

/** True when this is the first time; false for a replay. Atomic: two identical requests at once get one true. */
export async function recordFirstSight(
  db: D1Database,
  key: { bapId: string; action: string; messageId: string },
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT INTO ondc_messages (bap_id, action, message_id, received_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .bind(key.bapId, key.action, key.messageId, nowMs)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

export async function forgetOldMessages(db: D1Database, nowMs: number): Promise<void> {
  await db
    .prepare('DELETE FROM ondc_messages WHERE received_at < ?')
    .bind(nowMs - REMEMBER_MESSAGES_MS)
    .run();
}
