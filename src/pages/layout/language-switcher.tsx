import { LANGUAGE_NAMES, type Lang } from '../../domain/i18n/languages';
import { useT } from '../../isomorphic/i18n';

/**
 * The shop's languages, each named in its own script; a plain link (`?lang=`), remembered by a cookie, so it
 * works without JavaScript. Shown only when the shop has more than one language.
 */
export function LanguageSwitcher({ languages, current }: { languages: Lang[]; current: Lang }) {
  const { t } = useT();
  if (languages.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('layout.language')} data-testid="language-switcher">
      <ul>
        {languages.map((l) => (
          <li key={l}>
            <a href={`?lang=${l}`} lang={l} hrefLang={l} aria-current={l === current ? 'true' : undefined}>
              {LANGUAGE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
