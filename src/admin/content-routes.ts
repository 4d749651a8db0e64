import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { inUse, noSuchRecord, recordExists, unknownReference } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { describeIssue } from '../domain/owner/issues';
import {
  deleteRecord,
  insertRecord,
  pageRecords,
  readRecord,
  recordSortKeys,
  updateRecord,
} from '../data/shop/owner-content';
import { nextCursor, pageQuery } from './paging-query';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema, removedReply } from '../app/owner/schemas/common';
import { RESOURCES, type Resource } from './content-specs';
import { shopOf } from '../middleware/shop-context';

/** List, create, read, change and remove for each simple resource (coupons, blogs, pages, branches). */
export function registerContentRoutes(app: OwnerApp): void {
  for (const r of RESOURCES) registerResource(app, r);
}

function registerResource(app: OwnerApp, r: Resource): void {
  const { spec } = r;
  const name = r.noun.replace(/(^|\s)(\w)/g, (_, s: string, ch: string) => ch.toUpperCase());
  const record = z
    .record(z.string(), z.unknown())
    .openapi({ description: `A ${r.noun} as sent on create, plus read-only fields` });
  const one = okSchema(`${name.replace(/\s/g, '')}Reply`, { record });
  const keyParam = {
    [r.param]: z
      .string()
      .min(1)
      .max(64)
      .openapi({ param: { name: r.param, in: 'path' }, example: r.example }),
  };
  const keyOf = (params: Record<string, string>) => (r.normaliseKey ?? ((k: string) => k))(params[r.param]);
  const notFound = (c: Context<AppEnv>, storeId: string) => refuseOwner(c, storeId, 404, noSuchRecord(r.noun, r.param));
  const noReference = (c: Context<AppEnv>, storeId: string, value: unknown) =>
    refuseOwner(
      c,
      storeId,
      400,
      unknownReference(
        spec.reference!.field,
        spec.reference!.table.replace(/_/g, ' ').replace(/s$/, ''),
        String(value),
      ),
    );
  const base = `/${r.path}`;
  const item = `/${r.path}/{${r.param}}`;

  ownerRoute(
    app,
    {
      method: 'get',
      path: base,
      tag: r.tag,
      summary: `List ${r.noun}s`,
      description: r.description,
      query: z.object(
        pageQuery(
          recordSortKeys(spec).map(() => 'scalar'),
          200,
        ),
      ),
      ok: okSchema(`${name.replace(/\s/g, '')}List`, { records: z.array(record), ...nextCursor }),
    },
    async (c, { storeId, query }) => ownerReply(c, await pageRecords(shopOf(c, storeId), spec, query)),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: base,
      tag: r.tag,
      summary: `Create a ${r.noun}`,
      description: r.description,
      body: r.create,
      ok: one,
      okStatus: 201,
      failures: { 409: `A ${r.noun} with this ${spec.keyField} exists.` },
    },
    async (c, { storeId, body }) => {
      const res = await insertRecord(shopOf(c, storeId), spec, body);
      if (res === 'no-reference') return noReference(c, storeId, body[spec.reference!.field]);
      if (res === 'taken')
        return refuseOwner(c, storeId, 409, recordExists(r.noun, String(body[spec.keyField]), spec.keyField));
      return changed(
        c,
        storeId,
        `${r.noun} created`,
        { record: await readRecord(shopOf(c, storeId), spec, String(body[spec.keyField])) },
        201,
      );
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: item,
      tag: r.tag,
      summary: `Read a ${r.noun}`,
      params: keyParam,
      ok: one,
    },
    async (c, { storeId, params }) => {
      const rec = await readRecord(shopOf(c, storeId), spec, keyOf(params as Record<string, string>));
      return rec ? ownerReply(c, { record: rec }) : notFound(c, storeId);
    },
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: item,
      tag: r.tag,
      summary: `Change a ${r.noun}`,
      description:
        'Partial update; the merged result must still be valid (the same rules as on create). `null` clears an optional field.',
      params: keyParam,
      body: r.patch,
      ok: one,
    },
    async (c, { storeId, params, body }) => {
      const key = keyOf(params as Record<string, string>);
      const before = await readRecord(shopOf(c, storeId), spec, key);
      if (!before) return notFound(c, storeId);
      const writable = Object.fromEntries(Object.entries(before).filter(([f]) => !spec.readOnly?.includes(f)));
      const merged = r.create.safeParse({ ...writable, ...body });
      if (!merged.success) {
        const f = describeIssue(merged.error.issues[0]);
        return refuseOwner(c, storeId, 400, f);
      }
      const res = await updateRecord(shopOf(c, storeId), spec, key, before, merged.data);
      if (res === 'missing') return notFound(c, storeId);
      if (res === 'no-reference') return noReference(c, storeId, merged.data[spec.reference!.field]);
      return changed(c, storeId, `${r.noun} changed`, { record: await readRecord(shopOf(c, storeId), spec, key) });
    },
  );

  ownerRoute(
    app,
    {
      method: 'delete',
      path: item,
      tag: r.tag,
      summary: `Remove a ${r.noun}`,
      params: keyParam,
      ok: removedReply,
      failures: spec.dependents ? { 409: `The ${r.noun} is still in use.` } : undefined,
    },
    async (c, { storeId, params }) => {
      const key = keyOf(params as Record<string, string>);
      const res = await deleteRecord(shopOf(c, storeId), spec, key);
      if (res === 'missing') return notFound(c, storeId);
      if (res === 'in-use') return refuseOwner(c, storeId, 409, inUse(r.noun, key, spec.dependents!.table, r.param));
      return changed(c, storeId, `${r.noun} removed`, { removed: key });
    },
  );
}
