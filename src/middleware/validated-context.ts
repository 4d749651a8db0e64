import type { Context, Input } from 'hono';
import type { AppEnv } from './app-env';

/**
 * A route handler's context whose request knows what the route's validators produced: `c.req.valid(target)` is
 * typed by Hono itself as `Out[target]`. The OpenAPI apps register their handlers loosely (their typed-response
 * check does not fit our plain `Response` replies), so a handler states its validated input with this type, derived
 * from the same zod schemas the route validates with.
 */
export type ValidatedContext<Out extends NonNullable<Input['out']>> = Context<AppEnv, string, { out: Out }>;
