import { LANGUAGES, LANGUAGE_NAMES } from '../../../domain/i18n/languages';
import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import { Check } from './check';
import type { SectionProps } from './section-props';

/** The shop's main language and the languages it offers (`offered`: ticked now). */
export function LanguagesForm({ base, v, errors, offered }: SectionProps & { offered: string[] }) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/languages`}
      className="console-form console-card"
      noValidate
      data-testid="shop-languages"
    >
      <h2>{t('console.shop.languages')}</h2>
      <Field name="LANGUAGE" label={t('console.shop.mainLanguage')} value={v('LANGUAGE')} error={errors.LANGUAGE}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </Field>
      <fieldset className="console-screens" aria-describedby={errors.LANGUAGES ? 'f-LANGUAGES-error' : undefined}>
        <legend>{t('console.shop.offeredLanguages')}</legend>
        {LANGUAGES.map((l) => (
          <Check key={l} name={`LANGUAGES.${l}`} label={LANGUAGE_NAMES[l]} checked={offered.includes(l)} />
        ))}
      </fieldset>
      {errors.LANGUAGES ? (
        <p className="field-error" id="f-LANGUAGES-error">
          {errors.LANGUAGES}
        </p>
      ) : null}
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}
