import { imageUrl } from '../../domain/images/image-url';

/** src + srcset for a product image of a given CSS width (1x and 2x). */
export function productImageSrc(url: string, width: number, height = width) {
  return {
    src: imageUrl(url, width, height),
    srcSet: `${imageUrl(url, width, height)} 1x, ${imageUrl(url, width * 2, height * 2)} 2x`,
  };
}
