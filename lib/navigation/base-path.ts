/**
 * The path the whole site is served under, read once from `BASE_PATH` at build time: '' at the
 * root of a domain, `/docs` for a GitLab project site or `/mr-12` for a merge request's preview.
 * Imports nothing, so the site config can take it.
 */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** `BASE_PATH` as written (`/docs`, `docs/`, `/`, unset) → Next's form: '' or `/docs`, no trailing slash. */
export function basePathFrom(value: string | undefined): string {
  const segments = (value ?? '').split('/').filter(Boolean);
  const invalid = segments.find((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..');
  // Quoted as JSON, so a newline or quote in the value cannot break the message's one line.
  if (invalid !== undefined) throw new Error(`BASE_PATH=${JSON.stringify(value)} is not a path of letters, digits and ._~- segments (${JSON.stringify(invalid)}): set it to a path such as /docs, or leave it unset for the root of a domain.`);
  return segments.length === 0 ? '' : `/${segments.join('/')}`;
}
