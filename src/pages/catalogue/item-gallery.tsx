import { imageUrl, MIN_IMAGE_URL_LENGTH } from '../../domain/images/image-url';
import { useT } from '../../../client/lib/i18n';

const WIDTHS = [360, 480, 720, 960, 1200];
const SIZES = '(min-width: 960px) 520px, (min-width: 600px) 50vw, 100vw';

function srcSetOf(src: string): string {
  return WIDTHS.map((w) => `${imageUrl(src, w, w)} ${w}w`).join(', ');
}

/**
 * The item's pictures: a swipeable strip (CSS scroll snap, no JavaScript) with thumbnails that jump to
 * each picture. Explicit sizes stop layout shift; only the first picture loads eagerly.
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
            <img
              src={imageUrl(src, 600, 600)} srcSet={src ? srcSetOf(src) : undefined} sizes={SIZES}
              alt={shown.length > 1 ? t('item.pictureOf', { item: name, n: i + 1, total: shown.length }) : name}
              width={600} height={600}
              loading={i === 0 ? 'eager' : 'lazy'} decoding={i === 0 ? 'sync' : 'async'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
      {shown.length > 1 ? (
        <ol className="gallery-thumbs" aria-label={t('item.choosePicture')}>
          {shown.map((src, i) => (
            <li key={`${src}-${i}`}>
              <a href={`#picture-${i + 1}`} aria-label={t('item.pictureN', { n: i + 1 })}>
                <img src={imageUrl(src, 128, 128)} alt="" width={56} height={56} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
