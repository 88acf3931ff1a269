import { PHOTO_MAX_BYTES } from './rules';

/**
 * A dispute's photo (issue 35, item 2): checked before it is sent (a JPEG or PNG by its first bytes,
 * not its name; at most 5 MB), shown back to the person, and made smaller on the device, to at most
 * 1,600 pixels on its long side: enough to read a scale's display, and a fraction of a camera's
 * upload on a kitchen's mobile data.
 */

/** The longest side a photo is sent with, px. */
export const PHOTO_LONG_SIDE = 1600;

export type PhotoType = 'image/jpeg' | 'image/png';
export type PhotoProblem = 'type' | 'size' | 'unreadable';

/** What a file's first bytes say it is: a JPEG (FF D8 FF), a PNG (89 'P' 'N' 'G'), or neither. */
export function photoTypeOf(head: Uint8Array): PhotoType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'image/png';
  return null;
}

/** A picture's size fitted within `longSide` on its long side, the proportions kept; as it is when it already fits. */
export function fitWithin(width: number, height: number, longSide: number = PHOTO_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= longSide) return { width, height };
  const scale = longSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A blob's bytes (through a FileReader where a Blob cannot give them itself: an older WebView, the tests' jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** A chosen file checked: its type by its first bytes, then its size. */
export async function checkPhoto(file: Blob): Promise<{ type: PhotoType } | { problem: PhotoProblem }> {
  const head = new Uint8Array(await bytesOf(file.slice(0, 4)));
  const type = photoTypeOf(head);
  if (!type) return { problem: 'type' };
  if (file.size > PHOTO_MAX_BYTES) return { problem: 'size' };
  return { type };
}

/**
 * The photo as it is sent: redrawn at most {@link PHOTO_LONG_SIDE} px on its long side, in its own
 * type (a JPEG at 85 % quality). One that already fits goes as chosen. Where the browser cannot
 * decode or redraw it, it is 'unreadable' (a damaged file), and the person is asked for another.
 */
export async function shrinkPhoto(file: File, type: PhotoType): Promise<File | 'unreadable'> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'unreadable';
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return 'unreadable';
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  if (!blob) return 'unreadable';
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${name}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}
