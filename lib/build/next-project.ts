/**
 * The folder `next build` runs in, one per build state folder (build-state.ts). Next writes its
 * build into `<project>/.next/` whatever its configuration says (with `output: 'export'` a distDir
 * only moves the export), so builds of different export folders in one checkout, each in a project
 * of its own, never share one and can run at once. The project links to the checkout's files that
 * Next looks for in a project, and holds a copy of app/: Turbopack follows a linked app/ to the
 * checkout's, takes it for a folder outside the project and finds no route in it.
 */
import { cpSync, lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

const LINKED = ['components', 'lib', 'styles', 'next.config.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package.json'];

const isLink = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/** Makes `dir` the Next project of the checkout at `root`, with app/ as it is now. */
export function prepareNextProject(root: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of LINKED) {
    const link = join(dir, name);
    if (!isLink(link)) symlinkSync(relative(dir, join(root, name)), link);
  }
  rmSync(join(dir, 'app'), { recursive: true, force: true });
  cpSync(join(root, 'app'), join(dir, 'app'), { recursive: true });
}
