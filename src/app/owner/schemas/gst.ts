import { z } from '@hono/zod-openapi';

/** PATCH /gst: the shop's GST registration, as its invoices print it (the owner API and the console read it alike). */
export const gstPatch = z
  .strictObject({
    gstin: z.string().trim().toUpperCase().max(15).optional(),
    stateCode: z
      .string()
      .regex(/^\d{2}$/, 'The state code is the two digits of the GST state list, e.g. 07 for Delhi.')
      .optional(),
    legalName: z.string().trim().max(120).optional(),
    address: z.string().trim().max(300).optional(),
    compositionScheme: z.boolean().optional(),
    invoiceSeries: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z0-9]{1,3})?$/, 'The invoice series is 1 to 3 letters or digits, like DK (empty: INV).')
      .optional()
      .openapi({
        description:
          'Your own name for the invoice series in place of INV (BOS on the composition scheme): DK gives DK/26-27/000001. Empty goes back to INV. The numbers run on.',
      }),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one GST field.' })
  .openapi('GstPatch', {
    example: { gstin: '07AAPFU0939F1ZV', stateCode: '07', legalName: 'Dilli Kirana Stores', compositionScheme: false },
  });
export type GstPatch = z.output<typeof gstPatch>;
