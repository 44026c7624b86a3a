/**
 * `npm run dev`'s check of the design tokens: the build's contrast pairs (lib/design/contrast-pairs.ts)
 * on tailwind.config.ts as it is now, again each time it is saved, as problems for the panel.
 */
import { watch } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { contrastProblems, TOKENS_FILE } from '../lib/design/contrast-pairs';
import type { LiveProblem } from '../lib/content/live-check';

const problemsIn = async (version: number): Promise<LiveProblem[]> => {
  // A new URL each time: the module as saved, not as first imported.
  const { colorTokens } = (await import(`${pathToFileURL(TOKENS_FILE).href}?v=${version}`)) as typeof import('../tailwind.config');
  return contrastProblems(colorTokens).map((message) => ({ file: TOKENS_FILE, message, rule: 'design-tokens', kind: 'error' }));
};

/** Calls `report` with the tokens' problems now and after every save of the file. */
export function watchDesignTokens(report: (problems: LiveProblem[]) => void) {
  let version = 0;
  const check = () =>
    problemsIn(++version).then(report, (error: Error) => report([{ file: TOKENS_FILE, message: `could not be read: ${error.message.split('\n')[0]}`, kind: 'error' }]));
  void check();
  // The folder, not the file: an editor that saves by renaming a new file over the old one would
  // leave a watcher of the file watching the old one.
  watch('.', (_event, name) => name === TOKENS_FILE && void check());
}
