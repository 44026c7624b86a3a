/** "Did you mean" hints: for the writer rules' messages, and for the not-found page's reader. */

/**
 * Past this length a name is no typo of another (a heading's id, a route, a field): a writer's
 * mistake that long gets no suggestion, and finding one would cost the square of its length for
 * every candidate, which a file of long broken links could make hours.
 */
const LONGEST_SUGGESTED = 200;

/** Levenshtein distance; anything over `limit` as `limit + 1`, found out as soon as it is certain. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previousDiagonal = row[0]!;
    row[0] = i;
    let rowLeast = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, previousDiagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowLeast = Math.min(rowLeast, row[j]!);
      previousDiagonal = above;
    }
    // The distance is at least the least of any row.
    if (rowLeast > limit) return limit + 1;
  }
  return Math.min(row[b.length]!, limit + 1);
}

/**
 * The candidate nearest to `wanted` by edit distance, or undefined when even that one needs more
 * than `maxDistance` edits (a suggestion that far off would only mislead).
 */
export function closest(candidates: Iterable<string>, wanted: string, maxDistance = Infinity): string | undefined {
  if (wanted.length > LONGEST_SUGGESTED) return undefined;
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    if (candidate.length > LONGEST_SUGGESTED) continue;
    const distance = editDistance(candidate, wanted, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Up to half the word may differ: `overveiw` → `overview`, but `nope` finds nothing. */
export const nearby = (wanted: string) => Math.max(2, Math.floor(wanted.length / 2));

/** A route ending in the wanted path (`/api/intro` → `/glossa/api/intro`), else the nearest one. */
export function closestRoute(routes: readonly string[], wanted: string): string | undefined {
  const endingLikeIt = routes.filter((route) => wanted !== '/' && route.endsWith(wanted));
  if (endingLikeIt.length === 1) return endingLikeIt[0];
  return closest(routes, wanted, nearby(wanted));
}
