// The binary search every sorted list of the lab is searched with (occupancy columns by pixel,
// a waveform's changes by time): where a sorted list stops satisfying a test.

/**
 * The index of the first item of `items` for which `before` is false, where `before` holds
 * for a prefix of the list and for nothing after it; `items.length` when it holds for all.
 */
export function partitionPoint<T>(items: readonly T[], before: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(items[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
