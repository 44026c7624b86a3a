/**
 * The content check kept up to date while a writer works (`npm run dev`): every file's own check
 * is kept, and each rescan lists the content folder again, checks the files that are new or whose
 * inode, size or modification time changed (an editor's save by rename gives a new inode) and the
 * pages showing an image that did, drops the ones that are gone, and runs the site-wide rules
 * (routes, links, anchors) again over all of them. Listing and stat-ing is cheap next to checking
 * a file, so a renamed, created or deleted folder needs no special case.
 */
import { statSync } from 'node:fs';
import { type CheckedFile, type ContentReport, checkSite, listContentFiles } from './check';
import { checkerKey, openCheckCache } from './check-cache';
import { createCheckPool, type ParallelOptions } from './check-in-parallel';
import { movesBetween } from './content-changes';
import type { ContentProblem } from './frontmatter';

/**
 * A problem as the browser panel shows it (components/dev/ContentProblemsPanel.tsx); `pageKept`:
 * its page is shown as it last passed the check, since as saved it cannot be published.
 */
export type LiveProblem = ContentProblem & { kind: 'error' | 'warning'; pageKept?: true };

export const problemsOf = (report: ContentReport): LiveProblem[] => [
  ...report.errors.map((problem) => ({ ...problem, kind: 'error' as const })),
  ...report.warnings.map((problem) => ({ ...problem, kind: 'warning' as const })),
];

/** What tells a file's versions apart without reading it; a rename keeps it, so moves are found by it. */
function signatureOf(path: string): string | null {
  try {
    const stats = statSync(path, { bigint: true });
    return `${stats.ino}:${stats.size}:${stats.mtimeNs}`;
  } catch {
    // Gone between the listing and now: the next rescan sees it gone.
    return null;
  }
}

/**
 * A page whose saved text cannot be rendered is shown as it last passed (checked-content.ts): what
 * that version defines, its anchors and API names, stays in the site's index, so links to them
 * from other pages hold while the writer fixes it, instead of every page naming it changing twice.
 */
function withKeptDefinitions(result: CheckedFile, before: CheckedFile | undefined): CheckedFile {
  const kept = before?.doc;
  if (!result.doc || result.doc.symbols !== null || !kept?.symbols || kept.route !== result.doc.route) return result;
  return { ...result, doc: { ...result.doc, anchors: kept.anchors, symbols: kept.symbols } };
}

/** `cacheDir`: where each file's check is kept between runs (check-cache.ts), with the compiled `workerFile` in its key. */
type LiveCheckOptions = ParallelOptions & ({ cacheDir?: undefined } | { cacheDir: string; workerFile: string });

/**
 * Checks the content folder, then keeps its check up to date; each file is checked in a thread,
 * under the build's time budget, unless its check kept from an earlier run still holds.
 */
export async function createLiveCheck(contentDir: string, options: LiveCheckOptions = {}) {
  const pool = createCheckPool(contentDir, options);
  const { cacheDir, workerFile, keepPage } = options;
  const cache = cacheDir === undefined ? null : openCheckCache(cacheDir, contentDir, checkerKey(workerFile, { keepPage }));
  const checked = new Map<string, CheckedFile & { signature: string }>();
  let last: ContentReport;
  /**
   * Lists the content folder again and checks what changed since the last time; `touched` (paths
   * relative to the content folder, as a watcher names them) are checked again even when their
   * inode, size and time look the same, as after two same-size writes within one clock tick.
   */
  const rescan = async (touched: Iterable<string> = []) => {
    const forced = new Set(touched);
    const listed = new Map(listContentFiles(contentDir).flatMap((file) => {
      const signature = signatureOf(`${contentDir}/${file}`);
      return signature === null ? [] : [[file, signature] as const];
    }));
    const removed = new Map([...checked].filter(([file]) => !listed.has(file)).map(([file, { signature }]) => [file, signature]));
    const added = new Map([...listed].filter(([file]) => !checked.has(file)));
    const changed = [...listed].filter(([file, signature]) => checked.has(file) && (forced.has(file) || checked.get(file)!.signature !== signature)).map(([file]) => file);
    // A page shows what its images are (their size, their hash in a name): a changed image is its pages' change too.
    const differ = new Set([...removed.keys(), ...added.keys(), ...changed]);
    const showing = [...checked].filter(([file, { reads }]) => !differ.has(file) && reads?.some((read) => differ.has(read.file))).map(([file]) => file);
    for (const file of removed.keys()) checked.delete(file);
    const toCheck = [...added.keys(), ...changed, ...showing];
    const kept = new Map(toCheck.flatMap((file) => {
      const result = cache?.lookup(file);
      return result ? [[file, result] as const] : [];
    }));
    const results = await pool.check(toCheck.filter((file) => !kept.has(file)));
    for (const [file, result] of results) cache?.keep(file, result);
    for (const [file, result] of [...kept, ...results]) {
      // Gone while it was checked (an editor's temporary file, renamed over the page): the next rescan sees it gone.
      if (signatureOf(`${contentDir}/${file}`) === null) {
        added.delete(file);
        continue;
      }
      checked.set(file, { ...withKeptDefinitions(result, checked.get(file)), signature: listed.get(file)! });
    }
    // The site-wide rules are most of a rescan's time: only a change runs them again.
    if (differ.size > 0 || !last) last = checkSite([...checked.keys()].sort().map((file) => checked.get(file)!));
    return { report: last, changes: { ...movesBetween(removed, added), changed: [...changed, ...showing] }, kept: kept.size };
  };
  const { kept } = await rescan();
  pool.renew();
  cache?.keepOnly(checked.keys());
  // `start`: the files at the start, and how many of their checks it took from the last run rather than checking them.
  return { report: () => last, rescan, start: { files: checked.size, kept } };
}
