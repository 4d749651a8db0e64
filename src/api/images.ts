import { Hono } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { drawProductArt } from '../domain/images/product-art';
import { clampSize, DEFAULT_IMAGE_SIZE } from '../domain/images/image-url';

/** The image host: generated product art by encoded name, width and height, with a grey variant. */
export const images = new Hono<AppEnv>();

images.get('/p/:file', (c) => {
  const file = c.req.param('file');
  const m = /^([a-z0-9][a-z0-9_-]{0,63})\.svg$/i.exec(file);
  if (!m) return c.text('Not Found', 404);
  const width = clampSize(Number(c.req.query('w') ?? DEFAULT_IMAGE_SIZE));
  const height = clampSize(Number(c.req.query('h') ?? width));
  const name = m[1].replace(/[-_]+/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
  const svg = drawProductArt({ name, width, height, grey: c.req.query('grey') === '1' });
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
  });
});
