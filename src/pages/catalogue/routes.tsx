import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** Pages under /{storeId} for the catalogue (mounted by src/pages/routes.tsx before the unmatched-route page). */
export const cataloguePages = new Hono<AppEnv>();
