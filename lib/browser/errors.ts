/**
 * True when an error means a page's code or payload could not be fetched (a network failure or
 * a missing chunk after a redeploy), as opposed to the page itself throwing while rendering.
 */
export function isLoadError(error: { name?: string; message?: string }): boolean {
  if (error.name === 'ChunkLoadError') return true;
  return /loading (css )?chunk|failed to fetch|load failed|networkerror|dynamically imported module|failed to load/i.test(
    error.message ?? '',
  );
}
