import { app } from './worker';

export default app;
export { ShopStore } from './durable/shop-store';
export { StoreLive } from './durable/store-live';
