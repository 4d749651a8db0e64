import type { Store } from '../../domain/tables/stores';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { DECLARED_FIELDS, translatedLangs } from '../../domain/console/item-form';
import { LANGUAGE_NAMES, shopLanguages } from '../../domain/i18n/languages';
import { ConsoleFrame, Field, type Flash } from './frame';
import { useT } from '../../isomorphic/i18n';
import { Island } from '../../render/island';
import photoPicker from '../../../client/islands/photo-picker';
import { ItemPhotoList } from './item-photos';
import photoFiles from '../../../client/islands/photo-files';

/** The new item form's file field: photos posted with the item's fields (catalogue-routes.tsx). */
export const NEW_ITEM_PHOTOS = 'photos';

const GST_RATES = ['0', '5', '12', '18', '28'];

/** /catalogue/new and /catalogue/{itemId}: every field the owner API takes, prices in rupees. */
export function ItemPage({
  store,
  categories,
  item,
  values,
  errors,
  flash,
  path,
  version,
}: {
  store: Store;
  categories: Category[];
  item: Item | null;
  values: FormValues;
  errors: FieldErrors;
  flash: Flash | null;
  path: string;
  version?: string;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}`;
  const v = (k: string) => values[k] ?? '';
  const langs = translatedLangs(shopLanguages(store.LANGUAGE, store.LANGUAGES));
  return (
    <ConsoleFrame
      store={store}
      section="catalogue"
      title={t(item ? 'console.item.editTitle' : 'console.item.newTitle')}
      flash={flash}
      path={path}
    >
      {item ? (
        <section aria-labelledby="photos-title" className="console-card">
          <h2 id="photos-title">{t('console.item.photos')}</h2>
          <ItemPhotoList store={store} item={item} />
          <form
            method="post"
            action={`${base}/catalogue/${item.ID}/photos`}
            encType="multipart/form-data"
            className="console-photo-form"
          >
            <Island of={photoPicker} props={{ action: `${base}/catalogue/${item.ID}/photos` }} />
          </form>
          <p>
            <a href={`/${store.id}/${item.CAT_ID}/${item.ID}`}>{t('console.item.onShop')}</a>
          </p>
          <p>
            <a href={`${base}/ondc/items/${item.ID}`}>{t('console.ondc.itemLink')}</a>
          </p>
          {item.ARCHIVED_AT != null ? <p data-testid="console-item-archived">{t('console.remove.archived')}</p> : null}
          <p>
            <a
              href={`${base}/catalogue/${item.ID}/${item.ARCHIVED_AT != null ? 'restore' : 'delete'}`}
              data-testid="console-item-remove"
            >
              {t(item.ARCHIVED_AT != null ? 'console.remove.restore' : 'console.remove.delete')}
            </a>
          </p>
        </section>
      ) : null}
      <form
        method="post"
        action={item ? `${base}/catalogue/${item.ID}` : `${base}/catalogue/new`}
        className="console-form"
        noValidate
        data-testid="console-item-form"
        encType={item ? undefined : 'multipart/form-data'}
      >
        {version ? <input type="hidden" name="version" value={version} /> : null}
        {item ? null : <Island of={photoFiles} props={{ name: NEW_ITEM_PHOTOS }} />}
        <Field
          name="ITEM_NAME"
          label={t('console.item.name')}
          value={v('ITEM_NAME')}
          error={errors.ITEM_NAME}
          required
          maxLength={200}
        />
        {langs.map((l) => (
          <Field
            key={l}
            name={`I18N.${l}.ITEM_NAME`}
            lang={l}
            label={t('console.item.nameIn', { language: LANGUAGE_NAMES[l] })}
            value={v(`I18N.${l}.ITEM_NAME`)}
            error={errors[`I18N.${l}.ITEM_NAME`]}
            maxLength={200}
          />
        ))}
        <div className="console-pair">
          <Field
            name="PRICE"
            label={t('console.item.price')}
            value={v('PRICE')}
            error={errors.PRICE}
            inputMode="decimal"
            required
          />
          <Field name="MRP" label={t('console.item.mrp')} value={v('MRP')} error={errors.MRP} inputMode="decimal" />
        </div>
        <Field
          name="STOCK_QTY"
          label={t('console.item.stock')}
          value={v('STOCK_QTY')}
          error={errors.STOCK_QTY}
          inputMode="numeric"
          hint={t('console.item.stockHint')}
        />
        <Field name="CAT_ID" label={t('console.item.category')} value={v('CAT_ID')} error={errors.CAT_ID} required>
          {categories.map((c) => (
            <option key={c.CAT_ID} value={c.CAT_ID}>
              {c.CAT_NAME}
            </option>
          ))}
        </Field>
        <div className="console-pair">
          <Field name="GST_PERCENT" label={t('console.item.gst')} value={v('GST_PERCENT')} error={errors.GST_PERCENT}>
            <option value="">{t('console.item.gstNone')}</option>
            {GST_RATES.map((r) => (
              <option key={r} value={r}>{`${r}%`}</option>
            ))}
          </Field>
          <Field
            name="HSN"
            label={t('console.item.hsn')}
            value={v('HSN')}
            error={errors.HSN}
            inputMode="numeric"
            maxLength={8}
          />
        </div>
        {DECLARED_FIELDS.map((f) => (
          <Field
            key={f.api}
            name={f.api}
            label={t(f.label)}
            value={v(f.api)}
            error={errors[f.api]}
            hint={f.hint ? t(f.hint) : undefined}
          />
        ))}
        <Field
          name="ITEM_DESC"
          label={t('console.item.description')}
          value={v('ITEM_DESC')}
          error={errors.ITEM_DESC}
          multiline
          maxLength={5000}
        />
        {langs.map((l) => (
          <Field
            key={l}
            name={`I18N.${l}.ITEM_DESC`}
            lang={l}
            label={t('console.item.descriptionIn', { language: LANGUAGE_NAMES[l] })}
            value={v(`I18N.${l}.ITEM_DESC`)}
            error={errors[`I18N.${l}.ITEM_DESC`]}
            multiline
            maxLength={5000}
          />
        ))}
        <Field
          name="PACKS"
          label={t('console.item.packs')}
          value={v('PACKS')}
          error={errors.PACKS}
          hint={t('console.item.packsHint')}
          multiline
        />
        <Field
          name="SIZES"
          label={t('console.item.sizes')}
          value={v('SIZES')}
          error={errors.SIZES}
          hint={t('console.item.sizesHint')}
        />
        <Field
          name="COLORS"
          label={t('console.item.colours')}
          value={v('COLORS')}
          error={errors.COLORS}
          hint={t('console.item.coloursHint')}
          multiline
        />
        <div className="console-check">
          <input id="f-hide" type="checkbox" name="IS_DISABLED" defaultChecked={v('IS_DISABLED') === 'on'} />
          <label htmlFor="f-hide">{t('console.item.hide')}</label>
        </div>
        <button className="button" type="submit" data-testid="console-item-save">
          {t(item ? 'console.save' : 'console.item.create')}
        </button>
      </form>
    </ConsoleFrame>
  );
}
