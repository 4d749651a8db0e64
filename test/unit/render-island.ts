import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandDefinition } from '../../client/lib/define-island';
import { I18nContext, translatorOf } from '../../src/isomorphic/i18n';
import { messagesUnder } from '../../src/render/i18n';
import type { Lang } from '../../src/domain/i18n/languages';

/** An island rendered as the browser hydrates it: with only the messages its marker carries, in the page's language. */
export function renderIsland<P extends object>(island: IslandDefinition<P>, props: P, lang: Lang = 'en'): string {
  const translator = translatorOf(lang, messagesUnder(lang, island.messages));
  return renderToString(
    createElement(I18nContext.Provider, { value: translator }, createElement(island.component, props)),
  );
}
