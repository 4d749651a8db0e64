import { fail, ok, type Result } from '../../core/result';
import { readAtMost, type Bytes } from '../../data/media/photo-bytes';
import { MAX_PHOTO_BYTES } from '../../domain/images/upload-rules';

/**
 * The one reader of upload bodies (the owner API's photo calls, the console's photo forms, the new item form): read
 * once, never past a limit, so a body that lies about its length or has none still stops at `max` bytes.
 */

/** room for the multipart boundaries and part headers around the largest photo */
const MULTIPART_SLACK = 64 * 1024;

export type FormProblem = { rsn: string; code: 'TOO_LARGE' | 'EMPTY' | 'BAD_FORM' };
export type PhotoProblem = { rsn: string; code: 'TOO_LARGE' | 'MISSING_PHOTO' | 'BAD_FORM'; multipart: boolean };

const isMultipart = (req: Request) =>
  (req.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');

async function readBody(req: Request, max: number): Promise<Result<{ raw: Bytes }, FormProblem>> {
  const declared = Number(req.headers.get('Content-Length') ?? '0');
  if (Number.isFinite(declared) && declared > max) return fail(tooLarge(max));
  // a body cut off mid-stream reads as no body
  const raw = await readAtMost(req.body, max).catch(() => new Uint8Array(0));
  if (raw === 'too-large') return fail(tooLarge(max));
  return raw.length ? ok({ raw }) : fail<FormProblem>({ code: 'EMPTY', rsn: 'The body is empty.' });
}

const tooLarge = (max: number): FormProblem => ({ code: 'TOO_LARGE', rsn: `The body is over ${max} bytes.` });

/** A multipart (or urlencoded) form of at most `max` bytes. */
export async function readFormAtMost(req: Request, max: number): Promise<Result<{ form: FormData }, FormProblem>> {
  const body = await readBody(req, max);
  if (!body.ok) return body;
  try {
    const headers = { 'Content-Type': req.headers.get('Content-Type') ?? '' };
    return ok({ form: await new Response(body.raw, { headers }).formData() });
  } catch {
    return fail<FormProblem>({ code: 'BAD_FORM', rsn: 'The form could not be read.' });
  }
}

/**
 * A photo of at most MAX_PHOTO_BYTES: the file in the form field `photo`, or (where `rawBody` allows it and the body
 * is not a multipart form) the body itself. `multipart` in a refusal says which the caller sent.
 */
export async function readPhotoUpload(req: Request, rawBody: boolean): Promise<Result<{ bytes: Bytes }, PhotoProblem>> {
  const multipart = !rawBody || isMultipart(req);
  const refuse = (code: PhotoProblem['code'], rsn: string) => fail({ code, rsn, multipart });
  const missing = () => refuse('MISSING_PHOTO', 'There is no photo in the body.');
  if (!multipart) {
    const body = await readBody(req, MAX_PHOTO_BYTES);
    if (body.ok) return ok({ bytes: body.raw });
    return body.code === 'TOO_LARGE' ? refuse('TOO_LARGE', body.rsn) : missing();
  }
  const read = await readFormAtMost(req, MAX_PHOTO_BYTES + MULTIPART_SLACK);
  if (!read.ok) return read.code === 'EMPTY' ? missing() : refuse(read.code, read.rsn);
  const file = read.form.get('photo');
  if (!file || typeof file === 'string') return missing();
  if (file.size > MAX_PHOTO_BYTES) return refuse('TOO_LARGE', `The photo is over ${MAX_PHOTO_BYTES} bytes.`);
  return file.size ? ok({ bytes: new Uint8Array(await file.arrayBuffer()) }) : missing();
}
