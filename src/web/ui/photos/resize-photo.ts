import { encodeWithinBudget, fitWithin } from './photo-budget';

export type ResizedPhoto = { ok: true; type: 'image/jpeg'; data: string } | { ok: false; problem: 'unreadable' | 'too-large' };

type Canvas = OffscreenCanvas | HTMLCanvasElement;

/** OffscreenCanvas where there is one (it encodes off the DOM); a detached canvas element on older Safari. */
function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function jpegOf(canvas: Canvas, quality: number): Promise<Blob> {
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))), 'image/jpeg', quality));
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with 400 000 arguments overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A picked or taken image as a JPEG of at most `maxBytes`, its long side at most 1280 px, as base64 for
 * an offline mutation. Whatever the camera gives (HEIC on some phones, PNG, a 12-megapixel JPEG), the
 * browser decodes it here, so the server only ever receives the one type it checks.
 */
export async function resizePhoto(file: Blob, maxBytes: number): Promise<ResizedPhoto> {
  let bitmap: ImageBitmap;
  try {
    // from-image: a phone held upright stores a landscape picture and an EXIF rotation.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) {
    bitmap.close();
    return { ok: false, problem: 'unreadable' };
  }
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const jpeg = await encodeWithinBudget((quality) => jpegOf(canvas, quality), maxBytes);
  return jpeg ? { ok: true, type: 'image/jpeg', data: await base64Of(jpeg) } : { ok: false, problem: 'too-large' };
}
