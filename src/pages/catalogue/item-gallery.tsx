import { MIN_IMAGE_URL_LENGTH } from '../../domain/images/image-url';
import { isAboveFold, pictureParts } from '../../domain/images/picture';
import { Picture } from '../../../client/components/picture';
import { useT } from '../../isomorphic/i18n';

/**
 * The item's pictures: a swipeable strip (CSS scroll snap, no JavaScript) with thumbnails that jump to
 * each picture. Explicit sizes stop layout shift; only the first picture loads eagerly, and first of all.
 */
export function ItemGallery({ name, images }: { name: string; images: string[] }) {
  const list = images.filter((src) => src && src.length >= MIN_IMAGE_URL_LENGTH).slice(0, 10);
  const shown = list.length ? list : [''];
  const { t } = useT();
  return (
    <div className="gallery">
      <ul className="gallery-track" aria-label={t('item.pictures', { item: name })}>
        {shown.map((src, i) => (
          <li key={`${src}-${i}`} id={`picture-${i + 1}`} className="gallery-slide">
            <Picture
              parts={pictureParts(src, 'gallery', { priority: isAboveFold('gallery', i) })}
              alt={shown.length > 1 ? t('item.pictureOf', { item: name, n: i + 1, total: shown.length }) : name}
            />
          </li>
        ))}
      </ul>
      {shown.length > 1 ? (
        <ol className="gallery-thumbs" aria-label={t('item.choosePicture')}>
          {shown.map((src, i) => (
            <li key={`${src}-${i}`}>
              <a href={`#picture-${i + 1}`} aria-label={t('item.pictureN', { n: i + 1 })}>
                <Picture parts={pictureParts(src, 'gallery-thumb')} />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
