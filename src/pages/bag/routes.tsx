import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** Pages under /{storeId} for the bag (mounted by src/pages/routes.tsx before the unmatched-route page). */
export const bagPages = new Hono<AppEnv>();
