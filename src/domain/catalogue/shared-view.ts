/** A shared item link's view counts once per visitor per item per 8 hours (spec section 9), by this cookie. */
export const SHARED_VIEW_SECONDS = 8 * 60 * 60;
export const sharedViewCookie = (storeId: string, itemId: string) => `${storeId}_sv_${itemId}`;
