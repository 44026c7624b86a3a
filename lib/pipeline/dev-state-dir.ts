import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * Where `npm run dev` keeps its state (its kept checks, contentlayer2's documents): never a build's
 * folder, and one for each content folder, since a start serves the documents of the last run while
 * it checks again and they must be of the same site. `.cache/dev` for the site's own content/.
 */
export function devStateDirFor(contentDir = 'content'): string {
  const absolute = resolve(contentDir);
  return absolute === resolve('content') ? '.cache/dev' : `.cache/dev-${createHash('sha256').update(absolute).digest('hex').slice(0, 12)}`;
}
