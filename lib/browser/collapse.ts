/**
 * Duration of a collapse animation for content of the given height, in ms. Taller content takes
 * longer, on a curve that flattens out: the formula Material UI uses for its Collapse
 * (getAutoHeightDuration), which Docusaurus also uses for sidebar categories.
 */
export function collapseDurationMs(heightPx: number): number {
  if (!Number.isFinite(heightPx) || heightPx <= 0) return 0;
  const constant = heightPx / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
