import type { z } from 'zod';
import type { Bindings as Env } from '../../env';
import {
  DEFAULT_PAYMENTS,
  gstRegistrationSchema,
  type CartRules,
  type GstRegistration,
  type Payments,
} from '../../domain/tables/store-fields';
import { changeStore } from '../../data/shop/owner-store';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import type { Said } from '../../domain/i18n/said';
import type { OwnerRefusal } from '../../domain/owner/refusals';
import {
  domainClaimed,
  domainServesOther,
  gstinState,
  invalidSetting,
  NO_SUCH_DOMAIN,
  NO_SUCH_SHOP,
  NOT_STATE_CODE,
  STATE_REQUIRED,
  tooManyDomains,
} from '../../domain/owner/setting-refusals';
import { checkGstin, INDIAN_STATES, stateCodeOfGstin } from '../../domain/payments/gst';
import { parsePaymentsPatch } from '../../domain/payments/settings';
import { checkCustomHost } from '../../domain/owner/hostname';
import { parsePlatformHosts } from '../../domain/tenant';
import { claimExpiresAt, newToken, pendingFinding, verifiesAtOnce } from '../../domain/domains/verification';
import {
  addDomain,
  findDomain,
  markVerified,
  MAX_DOMAINS_PER_SHOP,
  removeDomain,
  type DomainRecord,
} from '../../data/platform/owner-domains';
import { checkDomainProof, type ProofCheck } from '../../data/platform/domain-proof';
import { readPlugins, writePlugin, type PluginName } from '../../data/shop/owner-plugins';
import { invalidateShop } from '../../data/owner-cache';
import type { Shop } from '../../data/shop/shop-db';
import { log } from '../../core/log';
import { catalogSearchBody, customJsBody, pushBody, tawkBody } from './schemas/plugins';
import { gstPatch } from './schemas/gst';
import { ownerChanged, type Done, type Refused } from './use-cases';

/**
 * The shop's settings that have their own owner API calls (payments, custom domains, plugins) as use cases: the
 * owner API's routes and the console's forms both run these, so the rules and refusals are one.
 */

const refused = (status: number, rsn: string, code: string, field: string, say?: Said): Refused => ({
  ok: false,
  status,
  rsn,
  code,
  field,
  path: [field],
  ...(say ? { say } : {}),
});
/** A refusal of the owner API's (domain/owner/setting-refusals.ts) as a use case's. */
const refusedAs = (status: number, r: OwnerRefusal): Refused =>
  refused(status, r.rsn, r.code, r.field ?? 'body', r.say);

/** PATCH /payments: the domain rule merges UPI and COD onto what the shop has (and checks the VPA), inside one change. */
export async function changePayments(
  env: Env,
  shop: Shop,
  body: unknown,
): Promise<Done<{ payments: Payments; warnings: string[] }>> {
  const storeId = shop.id;
  let why: Refused | null = null;
  let warnings: string[] = [];
  const result = await changeStore(shop, (s) => {
    const merged = parsePaymentsPatch(body, s.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS);
    if (!merged.ok) {
      why = refusedAs(400, invalidSetting(merged.field ?? 'body', merged.rsn));
      return s;
    }
    warnings = merged.warnings;
    return { ...s, CART_RULES: { ...(s.CART_RULES as CartRules), PAYMENTS: merged.settings } };
  });
  if (why) return why;
  if (!result) return refused(404, NO_SUCH_SHOP.rsn, NO_SUCH_SHOP.code, 'storeId', NO_SUCH_SHOP.say);
  if (!result.ok) {
    const f = describeIssue({ ...result.issues[0], path: ['CART_RULES', ...result.issues[0].path] } as IssueLike);
    return refused(400, f.rsn, f.code, f.field, f.say);
  }
  await ownerChanged(env, storeId, 'payments');
  return { ok: true, value: { payments: result.store.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS, warnings } };
}

/**
 * PATCH /gst: the GSTIN's check digit and state, the state code, then the registration merged onto what the shop
 * has, inside one change. An empty GSTIN is an unregistered shop (its state code is still needed).
 */
export async function changeGst(env: Env, shop: Shop, raw: unknown): Promise<Done<GstRegistration | null>> {
  const storeId = shop.id;
  const parsed = gstPatch.safeParse(raw);
  if (!parsed.success) {
    const f = describeIssue(parsed.error.issues[0] as IssueLike);
    return { ...refused(400, f.rsn, f.code, f.field, f.say), path: parsed.error.issues[0]?.path ?? [f.field] };
  }
  const body = parsed.data;
  if (body.gstin) {
    const gstin = checkGstin(body.gstin);
    if (!gstin.ok) return refusedAs(400, invalidSetting('gstin', gstin.rsn));
    const fromGstin = stateCodeOfGstin(gstin.gstin);
    if (body.stateCode && body.stateCode !== fromGstin) return refusedAs(400, gstinState(fromGstin, body.stateCode));
  }
  if (body.stateCode && !Object.hasOwn(INDIAN_STATES, body.stateCode)) return refusedAs(400, NOT_STATE_CODE);
  let missingState = false;
  const result = await changeStore(shop, (s) => {
    const current = s.CART_RULES.GST_REGISTRATION;
    const stateCode = body.gstin ? stateCodeOfGstin(body.gstin.toUpperCase()) : (body.stateCode ?? current?.stateCode);
    if (!stateCode) {
      missingState = true;
      return s;
    }
    const { invoiceSeries, ...rest } = body;
    const series = invoiceSeries === undefined ? current?.invoiceSeries : invoiceSeries || undefined;
    const next = gstRegistrationSchema.parse({ ...current, ...rest, stateCode, invoiceSeries: series });
    return { ...s, CART_RULES: { ...(s.CART_RULES as CartRules), GST_REGISTRATION: next } };
  });
  if (missingState) return refusedAs(400, STATE_REQUIRED);
  if (!result) return refused(404, NO_SUCH_SHOP.rsn, NO_SUCH_SHOP.code, 'storeId', NO_SUCH_SHOP.say);
  if (!result.ok) {
    const f = describeIssue({ ...result.issues[0], path: ['CART_RULES', ...result.issues[0].path] } as IssueLike);
    return refused(400, f.rsn, f.code, f.field, f.say);
  }
  await ownerChanged(env, storeId, 'gst');
  return { ok: true, value: result.store.CART_RULES.GST_REGISTRATION ?? null };
}

export const PLUGIN_BODIES: Record<PluginName, z.ZodType<{ ENABLED: boolean }>> = {
  CATALOG_SEARCH: catalogSearchBody,
  TAWK: tawkBody,
  CUSTOM_JS_SCRIPT: customJsBody,
  PUSH: pushBody,
};
export const isPluginName = (name: string): name is PluginName =>
  Object.prototype.hasOwnProperty.call(PLUGIN_BODIES, name);

/** PUT /plugins/{name}: the plugin's body as the API's schema reads it. */
export async function setPlugin(
  env: Env,
  shop: Shop,
  name: PluginName,
  body: unknown,
): Promise<Done<Awaited<ReturnType<typeof readPlugins>>>> {
  const storeId = shop.id;
  const parsed = PLUGIN_BODIES[name].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'ENABLED');
    return {
      ...refusedAs(400, invalidSetting(field, issue?.message ?? 'That setting is not valid.')),
      path: issue?.path ?? [field],
    };
  }
  await writePlugin(shop, name, parsed.data);
  await ownerChanged(env, storeId, `plugin ${name}`);
  return { ok: true, value: await readPlugins(shop) };
}

async function domainChanged(env: Env, storeId: string, what: string, host: string) {
  try {
    await invalidateShop(env, storeId, [host]);
  } catch (err) {
    log('warn', 'shop cache invalidation failed', { storeId, error: String(err) });
  }
  log('info', 'owner change', { storeId, what });
}

/** POST /domains: a hostname claimed pending (verified at once for *.localhost in development). */
export async function claimDomain(
  env: Env,
  storeId: string,
  rawHost: string,
): Promise<Done<{ domain: DomainRecord; created: boolean }>> {
  const check = checkCustomHost(rawHost, parsePlatformHosts(env.PLATFORM_HOSTS));
  if (!check.ok) return refusedAs(400, invalidSetting('host', `host: ${check.rsn}`, 'INVALID_HOST'));
  const host = check.host;
  const res = await addDomain(env.DB, storeId, host, {
    token: newToken(),
    now: Date.now(),
    verified: verifiesAtOnce(host, env.ENVIRONMENT),
  });
  if (res.result === 'taken') {
    const free = claimExpiresAt(res.holder);
    return refusedAs(409, free === null ? domainServesOther(host) : domainClaimed(host, new Date(free).toISOString()));
  }
  if (res.result === 'limit') return refusedAs(409, tooManyDomains(MAX_DOMAINS_PER_SHOP));
  if (res.result === 'already') return { ok: true, value: { domain: res.domain, created: false } };
  await domainChanged(env, storeId, `domain claimed (${res.domain.status})`, host);
  return { ok: true, value: { domain: res.domain, created: true } };
}

export interface DomainProof {
  verified: boolean;
  method: 'dns' | 'http' | 'development' | null;
  reason: string | null;
  checks: { dns: string | null; http: string | null } | null;
  domain: DomainRecord;
  /** `reason` and `checks` as message ids, for an owner who asks for Hindi or Tamil (not part of the reply) */
  says?: { reason: Said; dns: Said | null; http: Said | null };
}

/** POST /domains/{host}/verify: looks the proofs up now; a verified domain serves the shop at once. */
export async function verifyDomain(
  env: Env,
  storeId: string,
  rawHost: string,
  only?: 'dns' | 'http',
): Promise<Done<DomainProof>> {
  const host = rawHost.trim().toLowerCase();
  const gone = refusedAs(404, NO_SUCH_DOMAIN);
  const found = await findDomain(env.DB, host);
  if (!found || found.storeId !== storeId) return gone;
  if (found.status === 'verified')
    return { ok: true, value: { verified: true, method: null, reason: null, checks: null, domain: found } };
  let method: DomainProof['method'];
  let checks: DomainProof['checks'] = null;
  let findings: ProofCheck['found'] = { dns: null, http: null };
  if (verifiesAtOnce(host, env.ENVIRONMENT)) method = 'development';
  else {
    const proof = await checkDomainProof(host, found.token, only);
    method = proof.method;
    checks = { dns: proof.dns, http: proof.http };
    findings = proof.found;
  }
  if (!method) {
    const pending = pendingFinding(host, findings);
    const says = { reason: pending.say, dns: findings.dns?.say ?? null, http: findings.http?.say ?? null };
    return { ok: true, value: { verified: false, method: null, reason: pending.rsn, checks, domain: found, says } };
  }
  if (!(await markVerified(env.DB, storeId, host, found.token, Date.now()))) {
    // removed, or taken over by another shop, while we looked: say how it is now
    const again = await findDomain(env.DB, host);
    if (!again || again.storeId !== storeId) return gone;
    return {
      ok: true,
      value: { verified: again.status === 'verified', method: null, reason: null, checks, domain: again },
    };
  }
  await domainChanged(env, storeId, `domain verified (${method})`, host);
  return {
    ok: true,
    value: { verified: true, method, reason: null, checks, domain: (await findDomain(env.DB, host))! },
  };
}

/** DELETE /domains/{host}. */
export async function dropDomain(env: Env, storeId: string, rawHost: string): Promise<Done<string>> {
  const host = rawHost.trim().toLowerCase();
  if (!(await removeDomain(env.DB, storeId, host))) return refusedAs(404, NO_SUCH_DOMAIN);
  await domainChanged(env, storeId, 'domain removed', host);
  return { ok: true, value: host };
}
