import type { Context } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import type { ReactElement } from 'react';
import type { RenderOptions } from '../../render/stream';
import { renderPage } from '../page-shell';
import { loadPageFrame } from '../../middleware/page-frame';
import type { PageFrame } from '../../render/page-frame';
import { PUBLIC_PAGE_CACHE } from '../../middleware/page-cache';
import { ErrorPage } from '../errors';

/**
 * A browsing page, from the frame its handler loaded beside its data: the same for every anonymous visitor, so the
 * edge may keep it (see page-cache).
 */
export function publicPage(frame: PageFrame, page: ReactElement, late?: RenderOptions['late']): Promise<Response> {
  return renderPage(frame, page, { cacheControl: PUBLIC_PAGE_CACHE, late });
}

/** The spec's 404 page for an unknown category, item, post or page of a valid shop (`frame`: one already started). */
export async function notFound(c: Context<ShopEnv>, frame?: Promise<PageFrame>): Promise<Response> {
  return errorPage(c, 404, frame);
}

/** An archived item's page (its orders still name it): 410 Gone, in the shop's language. */
export async function gone(c: Context<ShopEnv>, frame?: Promise<PageFrame>): Promise<Response> {
  return errorPage(c, 410, frame);
}

async function errorPage(c: Context<ShopEnv>, status: 404 | 410, frame?: Promise<PageFrame>): Promise<Response> {
  const t = c.get('tenant');
  return renderPage(
    await (frame ?? loadPageFrame(c, { status })),
    <ErrorPage status={status} storeId={t.storeId} store={t.store} />,
    {
      status,
    },
  );
}
