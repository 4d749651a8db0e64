import type { PictureParts } from '../../src/domain/images/picture';

/**
 * An image from pictureParts(): a photo as <picture> (AVIF, WebP, then the JPEG ladder) on a box of its dominant
 * colour (`data-color`, read by the stylesheet: the CSP allows no style attributes); anything else a plain <img>.
 */
export function Picture({ parts, alt = '', className }: { parts: PictureParts; alt?: string; className?: string }) {
  const img = (
    <img
      className={parts.color ? (className ? `${className} photo` : 'photo') : className}
      src={parts.src} srcSet={parts.srcSet} sizes={parts.sizes}
      width={parts.width} height={parts.height} alt={alt}
      loading={parts.loading} decoding={parts.decoding} fetchPriority={parts.fetchPriority}
      data-color={parts.color}
    />
  );
  if (!parts.sources.length) return img;
  return (
    <picture>
      {parts.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={parts.sizes} />)}
      {img}
    </picture>
  );
}
