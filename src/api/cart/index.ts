import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** POST /api/v2/plugins/cart/{call}: the spec's cart calls. */
export const cartApi = new Hono<AppEnv>();
