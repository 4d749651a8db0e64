import { z } from '@hono/zod-openapi';

/** PATCH /gst: the shop's GST registration, as its invoices print it (the owner API and the console read it alike). */
export const gstPatch = z
  .strictObject({
    gstin: z.string().trim().toUpperCase().max(15).optional(),
    stateCode: z.string().regex(/^\d{2}$/, 'The state code is the two digits of the GST state list, e.g. 07 for Delhi.').optional(),
    legalName: z.string().trim().max(120).optional(),
    address: z.string().trim().max(300).optional(),
    compositionScheme: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one GST field.' })
  .openapi('GstPatch', { example: { gstin: '07AAPFU0939F1ZV', stateCode: '07', legalName: 'Dilli Kirana Stores', compositionScheme: false } });
export type GstPatch = z.output<typeof gstPatch>;
