import { z } from '@hono/zod-openapi';
import { pluginsSchema } from '../../../domain/tables/store-fields';
import { named } from './common';
import { MAX_SCRIPT_BYTES, OWNER_ID, TAWK_ID, utf8Length } from '../../../domain/owner/formats';

/** Owner bodies for plugins and custom scripts. */

export const tawkBody = z
  .strictObject({
    ENABLED: z.boolean(),
    TAWK_ID: z
      .string()
      .max(100)
      .default('')
      .openapi({ description: 'Tawk property id, optionally /widget id; required when ENABLED' }),
  })
  .superRefine((v, ctx) => {
    if ((v.ENABLED || v.TAWK_ID !== '') && !TAWK_ID.test(v.TAWK_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TAWK_ID'],
        message: 'Use the Tawk property id (letters and digits, more than 5), optionally followed by /widget id',
      });
    }
  })
  .openapi('TawkPlugin', { example: { ENABLED: true, TAWK_ID: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde' } });

export const pushBody = z
  .strictObject({
    ENABLED: z.boolean(),
    VAPID_KEY: z
      .string()
      .regex(
        /^([A-Za-z0-9_-]{80,100})?$/,
        'VAPID_KEY must be the base64url public key of your messaging project (about 87 characters)',
      )
      .default(''),
  })
  .refine((v) => !v.ENABLED || v.VAPID_KEY.length > 0, {
    message: 'A VAPID_KEY is needed to enable push messages',
    path: ['VAPID_KEY'],
  })
  .openapi('PushPlugin', {
    example: {
      ENABLED: true,
      VAPID_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    },
  });
export const customJsBody = z
  .strictObject({ ENABLED: z.boolean() })
  .openapi('CustomJsPlugin', { example: { ENABLED: true } });

export const catalogSearchBody = z
  .strictObject({ ENABLED: z.boolean(), LABEL: z.string().trim().min(1).max(40).default('Search catalogue') })
  .openapi('CatalogSearchPlugin', { example: { ENABLED: true, LABEL: 'Search the collection' } });

export const pluginsOut = named(pluginsSchema, 'Plugins');

const scriptBodyText = z
  .string()
  .refine((s) => utf8Length(s) <= MAX_SCRIPT_BYTES, {
    message: `The script is larger than ${MAX_SCRIPT_BYTES / 1024} KB`,
  })
  .openapi({ description: 'JavaScript source, at most 50 KB (UTF-8). Served as its own file, never inlined.' });
const pos = z.enum(['Header', 'Body']).openapi({ description: 'Header: loaded in <head>; Body: at the end of <body>' });

export const scriptCreate = z
  .strictObject({
    id: z
      .string()
      .regex(OWNER_ID, 'Use letters, digits, - and _ (at most 64)')
      .optional()
      .openapi({ description: 'Chosen by the owner, or generated' }),
    STATUS: z.boolean().default(false),
    POS: pos.default('Body'),
    body: scriptBodyText,
  })
  .openapi('CustomScriptCreate', {
    example: { id: 'diwali-banner', STATUS: true, POS: 'Body', body: "console.log('Shubh Deepavali');" },
  });

export const scriptPatch = z
  .strictObject({ STATUS: z.boolean().optional(), POS: pos.optional(), body: scriptBodyText.optional() })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('CustomScriptPatch', { example: { STATUS: false } });

export const scriptOut = z
  .object({ id: z.string(), STATUS: z.boolean(), POS: z.enum(['Header', 'Body']), body: z.string() })
  .openapi('CustomScript');
export const scriptSummaryOut = z
  .object({ id: z.string(), STATUS: z.boolean(), POS: z.enum(['Header', 'Body']), SIZE: z.number().int() })
  .openapi('CustomScriptSummary');

export const domainBody = z
  .strictObject({ host: z.string().max(300) })
  .openapi('DomainCreate', { example: { host: 'shop.dillikirana.in' } });
