/**
 * The production build: check the content and the app's page modules, generate the content with
 * contentlayer2, build the pages with Next into out/, then index them with Pagefind. Any failure
 * removes out/, so nothing half-built can be published.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { checkPageModules } from '../lib/build/page-modules';
import { checkContent, formatProblem } from '../lib/content/check';

const OUT_DIR = 'out';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return result.status === 0;
}

function fail(message: string): never {
  rmSync(OUT_DIR, { recursive: true, force: true });
  console.error(`\n✖ ${message}\n  out/ was removed so that nothing half-built can be published.`);
  process.exit(1);
}

rmSync(OUT_DIR, { recursive: true, force: true });

const report = checkContent('content');
for (const warning of report.warnings) console.warn(formatProblem('warning', warning));
for (const error of report.errors) console.error(formatProblem('error', error));
if (report.errors.length > 0) {
  fail(`Content check failed with ${report.errors.length} error(s) and ${report.warnings.length} warning(s).`);
}
console.log(`✔ Content check: ${report.routes.size} docs, ${report.warnings.length} warning(s).`);

const pageModuleProblems = checkPageModules('app');
for (const problem of pageModuleProblems) console.error(`error: ${problem}`);
if (pageModuleProblems.length > 0) fail(`${pageModuleProblems.length} app module(s) have no default export.`);

const bin = (name: string) => `node_modules/.bin/${name}`;
if (!run(bin('contentlayer2'), ['build'])) fail('contentlayer2 build failed.');
if (!run(bin('next'), ['build'])) fail('next build failed.');
// Next also exports its internal `/_not-found` route as a page. The site's not-found page is
// 404.html, which the server answers for every unknown path, so that copy would only be a
// stray page with status 200.
for (const stray of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(`${OUT_DIR}/${stray}`, { recursive: true, force: true });
}
if (!run(bin('pagefind'), ['--site', OUT_DIR])) fail('Pagefind indexing failed.');
console.log('✔ Built the site into out/.');
