import type { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** Photo uploads from the item page (filled in when the photos calls are merged). */
export function registerPhotos(_app: Hono<AppEnv>): void {}
