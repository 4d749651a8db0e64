import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { readAtMost } from '../../data/photo-bytes';
import { MAX_ITEM_IMAGES } from '../../domain/images/item-photos';

/**
 * The new item form as one post (photo first, #38 item 3): its text fields and up to MAX_ITEM_IMAGES photos. With
 * JavaScript the photos come drawn small (a few hundred KB each); without it as the phone took them, so the
 * body may carry several camera photos, up to NEW_ITEM_MAX_MB in all. Read once, with that limit.
 */
export const NEW_ITEM_MAX_MB = 40;
const MAX_BODY = NEW_ITEM_MAX_MB * 1024 * 1024;

export type NewItemForm =
  | { ok: true; fields: Record<string, string>; photos: { name: string; bytes: Uint8Array }[]; leftOut: number }
  | { ok: false; tooLarge: true };

export async function readNewItemForm(c: Context<AppEnv>, photosField: string): Promise<NewItemForm> {
  if (Number(c.req.header('Content-Length') ?? '0') > MAX_BODY) return { ok: false, tooLarge: true };
  const raw = await readAtMost(c.req.raw.body, MAX_BODY).catch(() => null);
  if (raw === 'too-large') return { ok: false, tooLarge: true };
  let form: FormData | null = null;
  try {
    form = raw
      ? await new Response(raw, { headers: { 'Content-Type': c.req.header('Content-Type') ?? '' } }).formData()
      : null;
  } catch {
    form = null;
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  form?.forEach((value, key) => {
    if (typeof value === 'string') {
      if (!(key in fields)) fields[key] = value;
    } else if (key === photosField && value.size > 0) files.push(value);
  });
  const photos = await Promise.all(
    files
      .slice(0, MAX_ITEM_IMAGES)
      .map(async (f) => ({ name: f.name.slice(0, 80), bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  return { ok: true, fields, photos, leftOut: Math.max(0, files.length - MAX_ITEM_IMAGES) };
}
