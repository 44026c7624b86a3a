/**
 * When each page last changed in git, for "Last updated": one `git log` over the content folder,
 * newest commit first, so the first commit that names a file is its last change (Docusaurus runs
 * one git process per file, which takes minutes on a large site). Without git, outside a
 * repository, or for a file not yet committed, a page simply has no date. The content check reads
 * the dates once, and contentlayer2 gives each page's document its date (checked-content.ts).
 */
import { execFileSync } from 'node:child_process';

const COMMIT_MARK = '\u0001';

/** Each file under `contentDir` (its path relative to that folder) → the ISO date of its last commit. */
export function lastChangedInGit(contentDir: string): Map<string, string> {
  let log: string;
  try {
    log = execFileSync('git', ['log', `--format=${COMMIT_MARK}%cI`, '--name-only', '--no-renames', '--relative', '--', '.'], {
      cwd: contentDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return new Map();
  }
  const dates = new Map<string, string>();
  for (const commit of log.split(COMMIT_MARK).slice(1)) {
    const [date, ...files] = commit.split('\n');
    for (const file of files) if (file !== '' && !dates.has(file)) dates.set(file, date!);
  }
  return dates;
}
