/*
 * How a photo taken on the device is shrunk before it is attached (ADR 0035 "Photos"): its long side to
 * at most 1280 px, then JPEG at falling qualities until it fits the byte limit. Pure, so the decisions
 * are tested without a canvas; resize-photo.ts does the drawing.
 */

export const PHOTO_MAX_SIDE = 1280;

/** 0.8 keeps a label or a scratch legible at 1280 px; the lower steps are for busy, noisy pictures only. */
export const PHOTO_QUALITY_STEPS = [0.8, 0.6, 0.4] as const;

/** The size to draw at: the same aspect, the long side at most `maxSide`, never enlarged, at least 1 px. */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Encodes at each quality in turn and answers the first result within `maxBytes`, or null when even the
 * lowest step is over: the caller refuses the photo rather than send a smudge.
 */
export async function encodeWithinBudget(encode: (quality: number) => Promise<Blob>, maxBytes: number, steps: readonly number[] = PHOTO_QUALITY_STEPS): Promise<Blob | null> {
  for (const quality of steps) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return blob;
  }
  return null;
}
