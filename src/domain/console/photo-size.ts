/** The console uploads photos at most this many pixels on the long side (an owner on 2G should not send 5 MB). */
export const UPLOAD_MAX_SIDE = 1600;

/** The size a photo is drawn at before upload: the long side at most `max`, never enlarged, proportions kept. */
export function fitWithin(width: number, height: number, max = UPLOAD_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
