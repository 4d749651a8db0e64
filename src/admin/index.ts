import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** The owner API at /admin/api (OpenAPI document at /admin/api/openapi.json). */
export const admin = new Hono<AppEnv>();
