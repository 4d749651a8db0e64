import { z } from '@hono/zod-openapi';
import { shopOf } from '../middleware/shop-context';
import { refuseOwner } from './owner-language';
import { paise, DEFAULT_PAYMENTS, gstRegistrationSchema, paymentsSchema } from '../domain/tables/store-fields';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema, named } from '../app/owner/schemas/common';
import { readOr404 } from './store-routes';
import { changeGst, changePayments } from '../app/owner/shop-settings';
import { gstPatch } from '../app/owner/schemas/gst';

const paymentsPatch = z
  .strictObject({
    UPI: z
      .strictObject({
        enabled: z.boolean().optional(),
        vpa: z.string().trim().max(320).optional(),
        payeeName: z.string().trim().min(1, 'Give the name UPI apps show the shopper.').max(100).optional(),
      })
      .optional(),
    COD: z
      .strictObject({ enabled: z.boolean().optional(), maxOrderValue: paise.max(10_000_000_000).optional() })
      .optional(),
  })
  .refine((b) => b.UPI !== undefined || b.COD !== undefined, { message: 'Send UPI or COD settings.' })
  .openapi('PaymentsPatch', {
    example: {
      UPI: { enabled: true, vpa: 'dillikirana@okaxis', payeeName: 'Dilli Kirana' },
      COD: { maxOrderValue: 500000 },
    },
  });

const paymentsOut = okSchema('PaymentsReply', {
  payments: named(paymentsSchema, 'Payments'),
  warnings: z.array(z.string()),
});

const gstOut = okSchema('GstReply', { gst: named(gstRegistrationSchema.nullable(), 'GstRegistration') });

/** UPI and cash on delivery (issue: India-first orders), and the shop's GST registration for its documents. */
export function registerPaymentRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/payments',
      tag: 'Payments',
      summary: 'Read the UPI and cash-on-delivery settings',
      ok: paymentsOut,
    },
    async (c, { storeId }) =>
      readOr404(c, storeId, (s) =>
        ownerReply(c, { payments: s.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS, warnings: [] }),
      ),
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/payments',
      tag: 'Payments',
      summary: 'Change the UPI and cash-on-delivery settings',
      description:
        "UPI without a gateway: `UPI.enabled`, `UPI.vpa` (the shop's UPI id) and `UPI.payeeName` (shown in the UPI app). Checkout then " +
        "offers UPI; an order paid by UPI waits as AWAITING_PAYMENT until the owner confirms it (POST /orders/{orderId}/payment) or a provider's " +
        'webhook does. `COD.enabled` and `COD.maxOrderValue` (paise; 0 = no limit): above it checkout hides cash on delivery. Send only what changes. ' +
        '`warnings` says when the VPA looks like a personal one (UPI apps often refuse person-to-person links for business amounts).',
      body: paymentsPatch,
      ok: paymentsOut,
    },
    async (c, { storeId, body }) => {
      const done = await changePayments(c.env, shopOf(c, storeId), body);
      if (!done.ok) return refuseOwner(c, storeId, done.status as 400, done);
      return ownerReply(c, done.value);
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/gst',
      tag: 'Payments',
      summary: 'Read the GST registration',
      ok: gstOut,
    },
    async (c, { storeId }) =>
      readOr404(c, storeId, (s) => ownerReply(c, { gst: s.CART_RULES.GST_REGISTRATION ?? null })),
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/gst',
      tag: 'Payments',
      summary: 'Change the GST registration',
      description:
        "What the shop's invoices print: `gstin` (15 characters, check digit verified; empty for an unregistered shop), `stateCode` " +
        '(two digits of the GST state list; taken from the GSTIN when one is given), `legalName`, `address`. `compositionScheme: true` makes ' +
        'every document a Bill of Supply without tax lines, as the composition scheme requires. Item HSN codes are set on the items (`HSN`).',
      body: gstPatch,
      ok: gstOut,
    },
    async (c, { storeId, body }) => {
      const done = await changeGst(c.env, shopOf(c, storeId), body);
      if (!done.ok) return refuseOwner(c, storeId, done.status as 400, done);
      return ownerReply(c, { gst: done.value });
    },
  );
}
