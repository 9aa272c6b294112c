/** Slideshow: a new goal every 5 s; a horizontal swipe of about 50 px changes goal. */
export const SLIDE_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** The slide `step` away from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/**
 * What a pointer gesture means: -1 back, 1 forward, 0 nothing. Mostly vertical movement is a
 * scroll, not a swipe.
 */
export function swipeDirection(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
