import { fitWithin } from '../../src/domain/console/photo-size';

/**
 * A phone's photo drawn at most 1,600 px on its long side as a JPEG, upright as the camera held it, so a slow
 * network sends a few hundred KB instead of 5 MB (the console's photo picker and the new item's photos).
 */
export async function downscaled(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('This photo could not be read.'))), 'image/jpeg', 0.85),
  );
}
