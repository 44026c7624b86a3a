/** "Did you mean" hints: for the writer rules' messages, and for the not-found page's reader. */

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previousDiagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, previousDiagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      previousDiagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The candidate nearest to `wanted` by edit distance, or undefined when even that one needs more
 * than `maxDistance` edits (a suggestion that far off would only mislead).
 */
export function closest(candidates: Iterable<string>, wanted: string, maxDistance = Infinity): string | undefined {
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = editDistance(candidate, wanted);
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
