import { z } from '@hono/zod-openapi';
import { gstinState, invalidSetting, NOT_STATE_CODE, STATE_REQUIRED } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { paise, DEFAULT_PAYMENTS, gstRegistrationSchema, paymentsSchema, type CartRules } from '../schemas/store';
import { checkGstin, stateCodeOfGstin, INDIAN_STATES } from '../domain/payments/gst';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema, named } from './schemas/common';
import { readOr404, saveStore } from './store-routes';
import { changePayments } from '../app/owner/shop-settings';

const paymentsPatch = z
  .strictObject({
    UPI: z.strictObject({
      enabled: z.boolean().optional(),
      vpa: z.string().trim().max(320).optional(),
      payeeName: z.string().trim().min(1, 'Give the name UPI apps show the shopper.').max(100).optional(),
    }).optional(),
    COD: z.strictObject({ enabled: z.boolean().optional(), maxOrderValue: paise.max(10_000_000_000).optional() }).optional(),
  })
  .refine((b) => b.UPI !== undefined || b.COD !== undefined, { message: 'Send UPI or COD settings.' })
  .openapi('PaymentsPatch', { example: { UPI: { enabled: true, vpa: 'dillikirana@okaxis', payeeName: 'Dilli Kirana' }, COD: { maxOrderValue: 500000 } } });

const paymentsOut = okSchema('PaymentsReply', { payments: named(paymentsSchema, 'Payments'), warnings: z.array(z.string()) });

const gstPatch = z
  .strictObject({
    gstin: z.string().trim().toUpperCase().max(15).optional(),
    stateCode: z.string().regex(/^\d{2}$/, 'The state code is the two digits of the GST state list, e.g. 07 for Delhi.').optional(),
    legalName: z.string().trim().max(120).optional(),
    address: z.string().trim().max(300).optional(),
    compositionScheme: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one GST field.' })
  .openapi('GstPatch', { example: { gstin: '07AAPFU0939F1ZV', stateCode: '07', legalName: 'Dilli Kirana Stores', compositionScheme: false } });

const gstOut = okSchema('GstReply', { gst: named(gstRegistrationSchema.nullable(), 'GstRegistration') });


/** UPI and cash on delivery (issue: India-first orders), and the shop's GST registration for its documents. */
export function registerPaymentRoutes(app: OwnerApp): void {
  ownerRoute(app, {
    method: 'get', path: '/payments', tag: 'Payments', summary: 'Read the UPI and cash-on-delivery settings', ok: paymentsOut,
  }, async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { payments: s.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS, warnings: [] })));

  ownerRoute(app, {
    method: 'patch', path: '/payments', tag: 'Payments', summary: 'Change the UPI and cash-on-delivery settings',
    description: 'UPI without a gateway: `UPI.enabled`, `UPI.vpa` (the shop\'s UPI id) and `UPI.payeeName` (shown in the UPI app). Checkout then ' +
      'offers UPI; an order paid by UPI waits as AWAITING_PAYMENT until the owner confirms it (POST /orders/{orderId}/payment) or a provider\'s ' +
      'webhook does. `COD.enabled` and `COD.maxOrderValue` (paise; 0 = no limit): above it checkout hides cash on delivery. Send only what changes. ' +
      '`warnings` says when the VPA looks like a personal one (UPI apps often refuse person-to-person links for business amounts).',
    body: paymentsPatch, ok: paymentsOut,
  }, async (c, { storeId, body }) => {
    const done = await changePayments(c.env, storeId, body);
    if (!done.ok) return refuseOwner(c, storeId, done.status as 400, done);
    return ownerReply(c, done.value);
  });

  ownerRoute(app, {
    method: 'get', path: '/gst', tag: 'Payments', summary: 'Read the GST registration', ok: gstOut,
  }, async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { gst: s.CART_RULES.GST_REGISTRATION ?? null })));

  ownerRoute(app, {
    method: 'patch', path: '/gst', tag: 'Payments', summary: 'Change the GST registration',
    description: 'What the shop\'s invoices print: `gstin` (15 characters, check digit verified; empty for an unregistered shop), `stateCode` ' +
      '(two digits of the GST state list; taken from the GSTIN when one is given), `legalName`, `address`. `compositionScheme: true` makes ' +
      'every document a Bill of Supply without tax lines, as the composition scheme requires. Item HSN codes are set on the items (`HSN`).',
    body: gstPatch, ok: gstOut,
  }, async (c, { storeId, body }) => {
    if (body.gstin) {
      const gstin = checkGstin(body.gstin);
      if (!gstin.ok) return refuseOwner(c, storeId, 400, invalidSetting('gstin', gstin.rsn));
      const fromGstin = stateCodeOfGstin(gstin.gstin);
      if (body.stateCode && body.stateCode !== fromGstin) return refuseOwner(c, storeId, 400, gstinState(fromGstin, body.stateCode));
    }
    if (body.stateCode && !Object.hasOwn(INDIAN_STATES, body.stateCode)) return refuseOwner(c, storeId, 400, NOT_STATE_CODE);
    let missingState = false;
    const reply = await saveStore(c, storeId, 'gst', (s) => {
      const current = s.CART_RULES.GST_REGISTRATION;
      const stateCode = body.gstin ? stateCodeOfGstin(body.gstin.toUpperCase()) : body.stateCode ?? current?.stateCode;
      if (!stateCode) {
        missingState = true;
        return s;
      }
      const next = gstRegistrationSchema.parse({ ...current, ...body, stateCode });
      return { ...s, CART_RULES: { ...(s.CART_RULES as CartRules), GST_REGISTRATION: next } };
    }, 'gst', (s) => s.CART_RULES.GST_REGISTRATION ?? null);
    if (missingState) return refuseOwner(c, storeId, 400, STATE_REQUIRED);
    return reply;
  });
}
