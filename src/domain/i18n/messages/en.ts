import { shop } from './en/shop';
import { bag } from './en/bag';
import { account } from './en/account';
import { consoleWords } from './en/console';
import { problems } from './en/problems';
import { signin } from './en/signin';
import { install } from './en/install';
import { orderMoves } from './en/order-moves';
import { ownerApi } from './en/owner-api';
import { ownerSettings } from './en/owner-settings';
import { inbox } from './en/inbox';
import { consoleForms } from './en/console-forms';
import { ownerImport } from './en/owner-import';
import { ownerDomains } from './en/owner-domains';
import { consoleCommunity } from './en/console-community';
import { consolePhotos } from './en/console-photos';
import { accountRights } from './en/account-rights';
import { consoleOndc } from './en/console-ondc';

/**
 * The storefront's words in English, by id: ICU MessageFormat (plurals as `{count, plural, one {…} other {…}}`).
 * Ids are grouped by where they show; an island's messages share a prefix (client/lib/define-island.ts), so a
 * page sends each island only its own. hi.ts and ta.ts translate every id (test/unit/i18n checks it).
 */
export const en = {
  ...shop,
  ...bag,
  ...account,
  ...consoleWords,
  ...problems,
  ...signin,
  ...install,
  ...orderMoves,
  ...ownerApi,
  ...ownerSettings,
  ...inbox,
  ...consoleForms,
  ...ownerImport,
  ...ownerDomains,
  ...consoleCommunity,
  ...consolePhotos,
  ...accountRights,
  ...consoleOndc,
} as const;

export type MessageId = keyof typeof en;
