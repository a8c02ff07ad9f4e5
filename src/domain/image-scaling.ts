/** Uploaded images are scaled so that the longest side is at most this many pixels (spec §9). */
export const MAX_IMAGE_SIDE = 2000;

/**
 * The pixel size an image is re-encoded at: unchanged when its longest side is within
 * `maxSide`, otherwise scaled down keeping the aspect ratio so that the longest side is
 * exactly `maxSide` (the other side rounded, at least 1 px).
 */
export function scaledImageSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * scale)),
    height: height > width ? maxSide : Math.max(1, Math.round(height * scale)),
  };
}

/** A re-encoded image keeps its name with a .jpg extension: `scan.png` → `scan.jpg`. */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'image'}.jpg`;
}
