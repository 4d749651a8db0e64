import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';

/** One bag (cart session) per object: every mutation of one bag is serialized here. */
export class CartSession extends DurableObject<Bindings> {}
