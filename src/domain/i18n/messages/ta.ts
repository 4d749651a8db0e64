import type { MessageId } from './en';
import { shop } from './ta/shop';
import { bag } from './ta/bag';
import { account } from './ta/account';
import { consoleWords } from './ta/console';
import { problems } from './ta/problems';
import { signin } from './ta/signin';
import { install } from './ta/install';
import { orderMoves } from './ta/order-moves';
import { ownerApi } from './ta/owner-api';
import { ownerSettings } from './ta/owner-settings';
import { inbox } from './ta/inbox';
import { consoleForms } from './ta/console-forms';
import { ownerImport } from './ta/owner-import';
import { ownerDomains } from './ta/owner-domains';
import { consoleCommunity } from './ta/console-community';
import { consolePhotos } from './ta/console-photos';
import { accountRights } from './ta/account-rights';
import { consoleOndc } from './ta/console-ondc';

/**
 * The storefront in Tamil, merged from its parts when first read (messages/index.ts), not by a new isolate (#40):
 * each part is a function, so a new isolate builds none of their objects.
 */
export const taMessages = (): Record<MessageId, string> => ({
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
