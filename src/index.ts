import { app } from './app';

export default app;
export { CartSession } from './durable/cart-session';
export { StoreLive } from './durable/store-live';
