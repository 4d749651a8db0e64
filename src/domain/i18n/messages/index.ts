import { en, type MessageId } from './en';
import { hi } from './hi';
import { ta } from './ta';
import type { Lang } from '../languages';

export type { MessageId };

/** Every language's messages: English whole, the others as far as they are translated (English fills the gaps). */
export const CATALOGUES: Record<Lang, Partial<Record<MessageId, string>>> = { en, hi, ta };
