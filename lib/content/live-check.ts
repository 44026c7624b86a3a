/**
 * The content check kept up to date while a writer works (`npm run dev`): every file's own check
 * is kept, a saved file is checked again alone, and the site-wide rules (routes, links, anchors)
 * run again over all of them, which takes milliseconds.
 */
import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { type CheckedFile, type ContentReport, checkFile, checkSite, listContentFiles } from './check';
import type { ContentProblem } from './frontmatter';
import type { LoadOptions } from './load';
import { removeLoadedCopy } from './loaded-copies';

/** A problem as the browser panel shows it (components/dev/ContentProblemsPanel.tsx). */
export type LiveProblem = ContentProblem & { kind: 'error' | 'warning' };

export const problemsOf = (report: ContentReport): LiveProblem[] => [
  ...report.errors.map((problem) => ({ ...problem, kind: 'error' as const })),
  ...report.warnings.map((problem) => ({ ...problem, kind: 'warning' as const })),
];

interface LiveCheck {
  /** Checks these files again (relative to the content folder); a file that is gone leaves the site. */
  update(files: Iterable<string>): ContentReport;
  report(): ContentReport;
}

export function createLiveCheck(contentDir: string, options: LoadOptions = {}): LiveCheck {
  const checked = new Map<string, CheckedFile>(listContentFiles(contentDir).map((file) => [file, checkFile(contentDir, file, options)]));
  const report = () => checkSite([...checked.keys()].sort().map((file) => checked.get(file)!));
  return {
    report,
    update(files) {
      for (const file of files) {
        const path = join(contentDir, file);
        if (posix.basename(file).startsWith('.') || !existsSync(path) || !statSync(path).isFile()) {
          checked.delete(file);
          if (options.feedContentlayer) removeLoadedCopy(file);
        } else {
          checked.set(file, checkFile(contentDir, file, options));
        }
      }
      return report();
    },
  };
}
