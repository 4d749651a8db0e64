import type { Store } from '../../domain/tables/stores';
import type { Item } from '../../domain/tables/items';
import { picturesOf, type PhotoMove } from '../../domain/images/item-photos';
import { useT } from '../../isomorphic/i18n';
import { ConsoleFrame } from './frame';

/*
 * An item's photos in the console, without JavaScript: make one the main photo, move it up or down, remove it
 * (its button posts to a confirmation page that shows the photo; that page's button removes it). Each form names the picture's place and address as the owner saw
 * them, so a page opened before another change moves nothing (409, the photos as they are now).
 */
export const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const thumb = (src: string) => (src.startsWith('/media/') ? `${src}/160.jpg` : src);

function MoveButton({
  action,
  index,
  src,
  move,
  label,
  name,
}: {
  action: string;
  index: number;
  src: string;
  move: PhotoMove;
  label: string;
  name: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="index" value={index} />
      <input type="hidden" name="src" value={src} />
      <button
        className="button button-small button-quiet"
        type="submit"
        name="move"
        value={move}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </button>
    </form>
  );
}

/** The item page's list of photos, each with its buttons. */
export function ItemPhotoList({ store, item }: { store: Store; item: Item }) {
  const { t } = useT();
  const photos = picturesOf(item);
  const base = `/admin/${store.id}/catalogue/${item.ID}/photos`;
  if (!photos.length) return <p className="muted">{t('console.item.noPhotos')}</p>;
  return (
    <ol className="console-photos console-photo-list" data-testid="console-photo-list">
      {photos.map((src, i) => {
        const name = t('console.photos.name', { n: i + 1 });
        return (
          <li key={src} className="console-photo-row" data-testid="console-photo" data-src={src}>
            <img src={thumb(src)} alt={name} width={80} height={80} loading="lazy" />
            <div className="console-photo-actions">
              {i === 0 ? (
                <span className="status-pill">{t('console.photos.main')}</span>
              ) : (
                <MoveButton
                  action={`${base}/arrange`}
                  index={i}
                  src={src}
                  move="main"
                  label={t('console.photos.makeMain')}
                  name={name}
                />
              )}
              {i > 0 ? (
                <MoveButton
                  action={`${base}/arrange`}
                  index={i}
                  src={src}
                  move="up"
                  label={t('console.photos.moveUp')}
                  name={name}
                />
              ) : null}
              {i < photos.length - 1 ? (
                <MoveButton
                  action={`${base}/arrange`}
                  index={i}
                  src={src}
                  move="down"
                  label={t('console.photos.moveDown')}
                  name={name}
                />
              ) : null}
              <form method="post" action={`${base}/remove`}>
                <input type="hidden" name="index" value={i} />
                <input type="hidden" name="src" value={src} />
                <button
                  className="button button-small button-quiet"
                  type="submit"
                  aria-label={`${t('console.photos.remove')}: ${name}`}
                >
                  {t('console.photos.remove')}
                </button>
              </form>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function RemovePhotoPage({
  store,
  item,
  index,
  src,
  path,
}: {
  store: Store;
  item: Item;
  index: number;
  src: string;
  path: string;
}) {
  const { t } = useT();
  const back = `/admin/${store.id}/catalogue/${item.ID}`;
  return (
    <ConsoleFrame store={store} section="catalogue" title={t('console.photos.removeTitle')} path={path}>
      <section className="console-card" data-testid="console-photo-remove-confirm">
        <h2>{item.ITEM_NAME}</h2>
        <img src={thumb(src)} alt={t('console.photos.name', { n: index + 1 })} width={160} height={160} />
        <p>{t('console.photos.removeWhat')}</p>
        <form method="post" action={`${back}/photos/remove`}>
          <input type="hidden" name="index" value={index} />
          <input type="hidden" name="src" value={src} />
          <input type="hidden" name="confirm" value="yes" />
          <button className="button" type="submit" data-testid="console-photo-remove-yes">
            {t('console.photos.removeYes')}
          </button>
        </form>
        <p>
          <a href={back}>{t('console.remove.keep')}</a>
        </p>
      </section>
    </ConsoleFrame>
  );
}
