import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Catalogue calls: search suggestions, the image resizer, shared-item views. */
export const catalogueApi = new Hono<AppEnv>();
