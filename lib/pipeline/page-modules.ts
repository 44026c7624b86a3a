import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { buildSync } from 'esbuild';

/** Files Next renders as React components, each of which must export the component as default. */
const COMPONENT_MODULE = /^(page|layout|template|default|loading|error|global-error|not-found|global-not-found)\.(tsx|ts|jsx|js)$/;

/**
 * Whether the module exports a default, as esbuild (which tsx already runs for the build) reads its
 * exports: the build never loads the TypeScript compiler for this.
 */
export function hasDefaultExport(fileName: string, source: string): boolean {
  const loader = fileName.endsWith('x') ? 'tsx' : 'ts';
  const { metafile } = buildSync({ stdin: { contents: source, loader, sourcefile: fileName }, bundle: false, write: false, metafile: true, format: 'esm', logLevel: 'silent' });
  return Object.values(metafile.outputs).some((output) => output.exports.includes('default'));
}

/**
 * Next would stop on such a module deep inside its own build (its type check is off: npm test runs
 * tsc), or render nothing for it; this names the module and the fix before the build starts.
 */
export function checkPageModules(appDir: string, root = process.cwd()): string[] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => COMPONENT_MODULE.test(basename(file)))
    .map((file) => join(appDir, file))
    .filter((path) => !hasDefaultExport(path, readFileSync(path, 'utf8')))
    .map(
      (path) =>
        `${relative(root, path)}: no default export. Next renders this module's default export as a React component; put \`export default\` before the component.`,
    );
}
