import type { Store } from '../../domain/tables/stores';
import type { Item } from '../../domain/tables/items';
import { useT } from '../../isomorphic/i18n';
import { ConsoleFrame } from './frame';

/**
 * Deleting and restoring an item from the console without JavaScript (issue #38): a GET shows what will happen and
 * asks; the POST does it (the owner API's use cases) and goes back to the catalogue or the item.
 */
export const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export type Act = 'delete' | 'restore';

export function ConfirmPage({ store, item, act, path }: { store: Store; item: Item; act: Act; path: string }) {
  const { t } = useT();
  const base = `/admin/${store.id}/catalogue/${item.ID}`;
  return (
    <ConsoleFrame
      store={store}
      section="catalogue"
      title={t(act === 'delete' ? 'console.remove.deleteTitle' : 'console.remove.restoreTitle')}
      flash={null}
      path={path}
    >
      <section className="console-card" data-testid={`console-${act}-confirm`}>
        <h2>{item.ITEM_NAME}</h2>
        <p>{t(act === 'delete' ? 'console.remove.deleteWhat' : 'console.remove.restoreWhat')}</p>
        <form method="post" action={`${base}/${act}`}>
          <button className="button" type="submit" data-testid={`console-${act}-yes`}>
            {t(act === 'delete' ? 'console.remove.deleteYes' : 'console.remove.restoreYes')}
          </button>
        </form>
        <p>
          <a href={base}>{t('console.remove.keep')}</a>
        </p>
      </section>
    </ConsoleFrame>
  );
}
