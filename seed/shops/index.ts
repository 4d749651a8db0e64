import type { SeedShop } from '../types';
import { dilliKirana } from './dilli-kirana';
import { membersOnly } from './members-only';
import { noirThreads } from './noir-threads';
import { reportedShop } from './reported-shop';

/** The demo shops `npm start` seeds (DESIGN.md section 6: ids are part of the contract). */
export const demoShops: SeedShop[] = [dilliKirana, noirThreads, membersOnly, reportedShop];

export { dilliKirana, membersOnly, noirThreads, reportedShop };
