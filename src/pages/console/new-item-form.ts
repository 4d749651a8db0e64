import type { Context } from 'hono';
import { fail, ok, type Result } from '../../core/result';
import type { AppEnv } from '../../middleware/app-env';
import { readFormAtMost } from '../../app/owner/upload-body';
import { MAX_ITEM_IMAGES } from '../../domain/images/item-photos';

/**
 * The new item form as one post (photo first, #38 item 3): its text fields and up to MAX_ITEM_IMAGES photos. With
 * JavaScript the photos come drawn small (a few hundred KB each); without it as the phone took them, so the
 * body may carry several camera photos, up to NEW_ITEM_MAX_MB in all. Read once, with that limit.
 */
export const NEW_ITEM_MAX_MB = 40;
const MAX_BODY = NEW_ITEM_MAX_MB * 1024 * 1024;

export type NewItemForm = Result<
  { fields: Record<string, string>; photos: { name: string; bytes: Uint8Array }[]; leftOut: number },
  { tooLarge: true; rsn: string }
>;

const TOO_LARGE = { tooLarge: true, rsn: `The form is larger than ${NEW_ITEM_MAX_MB} MB in all.` } as const;

export async function readNewItemForm(c: Context<AppEnv>, photosField: string): Promise<NewItemForm> {
  const read = await readFormAtMost(c.req.raw, MAX_BODY);
  if (!read.ok && read.code === 'TOO_LARGE') return fail(TOO_LARGE);
  const form = read.ok ? read.form : null;
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
  return ok({ fields, photos, leftOut: Math.max(0, files.length - MAX_ITEM_IMAGES) });
}
