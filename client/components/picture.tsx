import type { PictureParts } from '../../src/domain/images/picture';
import { placeholderClasses } from '../../src/domain/images/placeholder-colour';

/**
 * An image from pictureParts(): a photo (one srcset, the format by Accept) on a box of its dominant colour
 * (three classes the stylesheet reads, domain/images/placeholder-colour.ts: the CSP allows no style attributes;
 * `data-color` keeps the exact colour for scripts and tests) inside a <picture>, which also keeps
 * React from writing a `<link rel="preload">` repeating its srcset into <head> (about 800 bytes a card); anything
 * else a plain <img>.
 */
export function Picture({ parts, alt = '', className }: { parts: PictureParts; alt?: string; className?: string }) {
  const colour = placeholderClasses(parts.color);
  const img = (
    <img
      className={colour ? [className, 'photo', colour].filter(Boolean).join(' ') : className}
      src={parts.src}
      srcSet={parts.srcSet}
      sizes={parts.sizes}
      width={parts.width}
      height={parts.height}
      alt={alt}
      loading={parts.loading}
      decoding={parts.decoding}
      fetchPriority={parts.fetchPriority}
      data-color={parts.color}
    />
  );
  if (!parts.sources.length && !parts.color) return img;
  return (
    <picture>
      {parts.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={parts.sizes} />
      ))}
      {img}
    </picture>
  );
}
