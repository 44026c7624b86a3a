/**
 * The export folder a build may replace: the build removes whatever is there and swaps its own
 * export in, so a folder that holds the checkout's own files (`OUT_DIR=content`, `OUT_DIR=.`)
 * would lose them; and Next builds beside the export, inside the checkout only. Refused before
 * anything is built, in one line.
 */
import { execFileSync } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';
import { contentDir } from '../../content/content-dir';

const RESERVED = ['.git', 'node_modules', '.cache', '.next'];

const isWithin = (child: string, parent: string) => child === parent || child.startsWith(`${parent}${sep}`);

/** Why `outDir` cannot be an export folder, or null when it can. */
export function exportFolderProblem(outDir: string): string | null {
  const root = process.cwd();
  const target = resolve(outDir);
  const refuse = (why: string) => `OUT_DIR=${outDir} cannot be the export folder: ${why}. Choose a folder of its own, such as out/ or out-fixture/.`;
  if (isWithin(root, target)) return refuse('it holds the whole checkout');
  // Next builds into a folder beside the export (its distDir), and refuses one outside the project.
  if (!isWithin(target, root)) return refuse(`it is outside the checkout ${root}, and Next builds only inside it`);
  const content = resolve(contentDir);
  if (isWithin(target, content) || isWithin(content, target)) return refuse(`the build would replace the content folder ${relative(root, content) || '.'}/`);
  const reserved = RESERVED.find((name) => isWithin(target, resolve(name)));
  if (reserved) return refuse(`${reserved}/ is the tools' own folder`);
  try {
    const tracked = execFileSync('git', ['ls-files', '--', target], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    if (tracked.trim() !== '') return refuse(`it holds files of the repository (${tracked.split('\n')[0]})`);
  } catch {
    // Not a git checkout: the checks above still hold.
  }
  return null;
}
