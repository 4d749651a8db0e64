import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import { Check } from './check';
import type { SectionProps } from './section-props';
import { PLUGIN_ORDER, PLUGIN_TEXT } from './values';

/** One small form a plugin: on or off, and its one text setting when it has one. */
export function PluginsSection({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <section className="console-card" aria-labelledby="shop-plugins">
      <h2 id="shop-plugins">{t('console.shop.plugins')}</h2>
      {PLUGIN_ORDER.map((name) => {
        const text = PLUGIN_TEXT[name];
        return (
          <form
            key={name}
            method="post"
            action={`${base}/plugins/${name}`}
            className="console-form"
            noValidate
            data-testid={`shop-plugin-${name}`}
          >
            <h3>{t(`console.shop.plugin.${name}`)}</h3>
            <Check name={`${name}.ENABLED`} label={t('console.shop.on')} checked={v(`${name}.ENABLED`) === 'on'} />
            {text ? (
              <Field
                name={`${name}.${text}`}
                label={t(`console.shop.plugin.${text}`)}
                value={v(`${name}.${text}`)}
                error={errors[`${name}.${text}`]}
                maxLength={120}
              />
            ) : null}
            <button className="button button-quiet" type="submit">
              {t('console.save')}
            </button>
          </form>
        );
      })}
    </section>
  );
}
