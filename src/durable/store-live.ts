import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';

/** One per shop: online visitors (12 s presence) and the store view counter. */
export class StoreLive extends DurableObject<Bindings> {}
