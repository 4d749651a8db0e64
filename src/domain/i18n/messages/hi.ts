import type { MessageId } from './en';
import { shop } from './hi/shop';
import { bag } from './hi/bag';
import { account } from './hi/account';
import { consoleWords } from './hi/console';
import { problems } from './hi/problems';
import { signin } from './hi/signin';
import { install } from './hi/install';
import { orderMoves } from './hi/order-moves';
import { ownerApi } from './hi/owner-api';
import { ownerSettings } from './hi/owner-settings';
import { inbox } from './hi/inbox';
import { consoleForms } from './hi/console-forms';
import { ownerImport } from './hi/owner-import';
import { ownerDomains } from './hi/owner-domains';
import { consoleCommunity } from './hi/console-community';
import { consolePhotos } from './hi/console-photos';
import { accountRights } from './hi/account-rights';
import { consoleOndc } from './hi/console-ondc';

/**
 * The storefront in Hindi, merged from its parts when first read (messages/index.ts), not by a new isolate (#40):
 * each part is a function, so a new isolate builds none of their objects.
 */
export const hiMessages = (): Record<MessageId, string> => ({
  ...shop(),
  ...bag(),
  ...account(),
  ...consoleWords(),
  ...problems(),
  ...signin(),
  ...install(),
  ...orderMoves(),
  ...ownerApi(),
  ...ownerSettings(),
  ...inbox(),
  ...consoleForms(),
  ...ownerImport(),
  ...ownerDomains(),
  ...consoleCommunity(),
  ...consolePhotos(),
  ...accountRights(),
  ...consoleOndc(),
});
