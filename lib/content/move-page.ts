/**
 * `npm run move -- <old route> <new route>`: a page changes its route without breaking a link to
 * it. The file moves, the old route joins the page's `redirect_from` (so every host answers it with
 * a 301), and every markdown link to it in content/ is rewritten, the moved page's own relative
 * links included (they would resolve from its new place). It refuses what the build would refuse
 * or what would overwrite a page, with the reason and the fix.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import type { Definition, Link } from 'mdast';
import { visit } from '../markdown/visit';
import { parseMarkdown } from '../markdown/render';
import { reservedRouteOf } from '../navigation/reserved-routes';
import { counterpartId, libraryVersions, versionOfId } from '../navigation/versions';
import { absoluteRoute, isIndexFile, linkedMarkdownFile, normalizePath, parseHref, sourcePathToRoute } from '../navigation/routes';
import { checkContent, formatProblem, listContentFiles } from './check';
import { isRegularFile } from './content-entry';
import type { ContentProblem } from './frontmatter';
import { readFrontmatter } from './read-frontmatter';
import { oldRoutesOf, readOldRoute, REDIRECT_FIELD } from './redirects';
import { pathRules } from './rules';

/** One link changed, for the report. */
interface LinkChange {
  file: string;
  line: number;
  before: string;
  after: string;
}

interface MovePlan {
  /** Relative to the content folder. */
  from: { file: string; route: string };
  to: { file: string; route: string };
  /** File (relative to the content folder, the moved page under its new name) → its new text. */
  texts: Map<string, string>;
  changes: LinkChange[];
  /** The same page in the library's other docs versions, which stay where they are (see counterpartsOf). */
  counterparts: Counterpart[];
}

/** A page of another docs version that is this page there, and the route that would pair it again. */
interface Counterpart {
  version: string;
  file: string;
  route: string;
  pairedRoute: string;
}

type Planned = { ok: true; plan: MovePlan } | { ok: false; reason: string };

const refuse = (reason: string): Planned => ({ ok: false, reason });

/** The page's text with `route` added to its `redirect_from` (written as a block list where the field was, or last) and `newRoute` taken out of it. */
function withOldRoute(text: string, route: string, newRoute: string): string {
  const { data, bodyLineOffset } = readFrontmatter(text);
  const routes = [...oldRoutesOf(data[REDIRECT_FIELD]).map((old) => old.route).filter((old) => old !== newRoute && old !== route), route];
  const lines = text.split('\n');
  const closing = bodyLineOffset - 1;
  const fieldAt = lines.findIndex((line, index) => index > 0 && index < closing && line.startsWith(`${REDIRECT_FIELD}:`));
  let end = fieldAt + 1;
  while (fieldAt !== -1 && end < closing && /^\s+-|^\s*$/.test(lines[end]!)) end++;
  const field = [`${REDIRECT_FIELD}:`, ...routes.map((old) => `  - ${old}`)];
  if (fieldAt === -1) lines.splice(closing, 0, ...field);
  else lines.splice(fieldAt, end - fieldAt, ...field);
  return lines.join('\n');
}

/** The href, rewritten for the move, or null when it stays. `file` is where the link is written now; `movedFrom` its old place if it is the moved page. */
function rewrittenHref(href: string, file: string, movedFrom: string | null, move: Pick<MovePlan, 'from' | 'to'>): string | null {
  const writtenIn = movedFrom ?? file;
  const parsed = parseHref(href);
  if (parsed.external || parsed.path === '') return null;
  const fragment = parsed.fragment === null ? '' : `#${parsed.fragment}`;
  const relativeFrom = (target: string) => {
    const path = posix.relative(posix.dirname(file), target);
    return path.startsWith('.') ? path : `./${path}`;
  };
  if (parsed.markdownFile) {
    const target = linkedMarkdownFile(parsed.path, writtenIn);
    if (target === move.from.file) return (parsed.path.startsWith('/') ? `/${move.to.file}` : relativeFrom(move.to.file)) + fragment;
    // The moved page's relative links to other files, from its new folder.
    if (movedFrom !== null && target !== null && !parsed.path.startsWith('/')) return relativeFrom(target) + fragment;
    return null;
  }
  const lands = absoluteRoute(href, writtenIn, sourcePathToRoute(writtenIn));
  if (lands === null) return null;
  const landsOn = normalizePath(lands.replace(/#.*$/, ''));
  if (landsOn === move.from.route) return move.to.route + fragment;
  // A relative route link in the moved page resolved from its old URL: written from the root, it lands where it did.
  if (movedFrom !== null && !parsed.path.startsWith('/')) return landsOn + fragment;
  return null;
}

/** `text` with its links rewritten for the move, and what changed. */
function rewriteLinks(text: string, file: string, movedFrom: string | null, move: Pick<MovePlan, 'from' | 'to'>): { text: string; changes: LinkChange[] } {
  const { body, bodyLineOffset } = readFrontmatter(text);
  const bodyStart = text.length - body.length;
  const edits: { at: number; before: string; after: string; line: number }[] = [];
  visit(parseMarkdown(body), ['link', 'definition'], (node) => {
    const { url, position } = node as Link | Definition;
    const after = rewrittenHref(url, file, movedFrom, move);
    if (after === null || after === url || !position) return;
    const source = body.slice(position.start.offset, position.end.offset);
    // The destination follows the text (`](`) or the label (`]:`), which may hold the same characters.
    const from = source.lastIndexOf(node.type === 'link' ? '](' : ']:');
    const at = source.indexOf(url, Math.max(0, from));
    if (at !== -1) edits.push({ at: bodyStart + position.start.offset! + at, before: url, after, line: position.start.line + bodyLineOffset });
  });
  let rewritten = text;
  for (const edit of [...edits].sort((a, b) => b.at - a.at)) rewritten = rewritten.slice(0, edit.at) + edit.after + rewritten.slice(edit.at + edit.before.length);
  return { text: rewritten, changes: edits.map(({ line, before, after }) => ({ file, line, before, after })) };
}

const idOf = (file: string) => file.replace(/\.md$/, '');

/**
 * The version switch pairs a page with the page of the same route in another docs version: after
 * a move, those pages would lose their pair (the switch then says the page is not in that version).
 * They are not moved with it, since a version's pages may rightly differ, but named with the
 * command that would pair them again.
 */
function counterpartsOf(files: readonly string[], fromFile: string, toFile: string): Counterpart[] {
  const own = versionOfId(idOf(fromFile));
  if (!own) return [];
  return libraryVersions(own.library)
    .filter((version) => version.id !== own.id)
    .flatMap((version) => {
      const file = `${counterpartId(idOf(fromFile), version)}.md`;
      if (!files.includes(file)) return [];
      return [{ version: version.label, file, route: sourcePathToRoute(file), pairedRoute: sourcePathToRoute(`${counterpartId(idOf(toFile), version)}.md`) }];
    });
}

export function planMove(contentDir: string, oldArgument: string, newArgument: string): Planned {
  const usage = 'give both routes from the site root: npm run move -- /glossa/old-name /glossa/new-name.';
  const routes: string[] = [];
  for (const argument of [oldArgument, newArgument]) {
    const read = readOldRoute(argument);
    const shown = argument.length > 60 ? `${argument.slice(0, 57)}…` : argument;
    if ('problem' in read) return refuse(`"${shown}" is not a route of this site (${read.problem}): ${usage}`);
    routes.push(read.route);
  }
  const [oldRoute, newRoute] = [routes[0]!, routes[1]!];
  const files = listContentFiles(contentDir).filter((file) => file.endsWith('.md') && isRegularFile(join(contentDir, file)));
  const fromFile = files.find((file) => sourcePathToRoute(file) === oldRoute);
  if (!fromFile) return refuse(`no page has the route ${oldRoute}: the first route is the page's route now, such as /glossa/concepts/icu.`);
  if (isIndexFile(fromFile)) return refuse(`${oldRoute} is the page of the folder ${posix.dirname(fromFile)}/ (content/${fromFile}); moving a folder with its pages is not done by npm run move: move one page at a time.`);
  const taken = files.find((file) => sourcePathToRoute(file) === newRoute);
  if (taken) return refuse(`${newRoute} already exists (content/${taken}): choose another route, or move that page first.`);
  // Each page's text, read once: for the old routes below, and for the links the move rewrites.
  const sources = new Map(files.map((file) => [file, readFileSync(join(contentDir, file), 'utf8')]));
  const redirected = files.find((file) => file !== fromFile && oldRoutesOf(readFrontmatter(sources.get(file)!).data[REDIRECT_FIELD]).some(({ route }) => route === newRoute));
  if (redirected) {
    return refuse(`${newRoute} is an old route of ${sourcePathToRoute(redirected)} (the ${REDIRECT_FIELD} of content/${redirected}): old links there lead to that page. Choose another route, or take ${newRoute} out of that page's ${REDIRECT_FIELD} first.`);
  }
  const reserved = reservedRouteOf(newRoute);
  if (reserved !== null) return refuse(`${newRoute} belongs to the site itself (the build writes ${reserved}): choose another route.`);
  const toFile = `${newRoute.slice(1)}.md`;
  const badName = pathRules.map((rule) => rule.check(toFile)).find((finding) => finding !== null);
  if (badName) return refuse(`content/${toFile}: ${badName.message}`);
  const folder = posix.dirname(toFile);
  if (!existsSync(join(contentDir, folder, 'README.md'))) {
    return refuse(`the folder content/${folder}/ has no README.md, so the page would not show in the sidebar: create its folder page first with npm run new -- ${folder} "<Folder title>".`);
  }

  const move = { from: { file: fromFile, route: oldRoute }, to: { file: toFile, route: newRoute } };
  const texts = new Map<string, string>();
  const changes: LinkChange[] = [];
  for (const file of files) {
    const moved = file === fromFile;
    const text = sources.get(file)!;
    const rewritten = rewriteLinks(moved ? withOldRoute(text, oldRoute, newRoute) : text, moved ? toFile : file, moved ? fromFile : null, move);
    changes.push(...rewritten.changes);
    if (moved || rewritten.text !== text) texts.set(moved ? toFile : file, rewritten.text);
  }
  return { ok: true, plan: { ...move, texts, changes, counterparts: counterpartsOf(files, fromFile, toFile) } };
}

/** Whether git tracks `file` (absolute) in a repository around it: then the move is a `git mv`, and the history follows the page. */
function trackedByGit(file: string): boolean {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', posix.basename(file)], { cwd: posix.dirname(file), stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A problem as itself wherever its line moved to: the move rewrites lines, so lines are left out. */
const problemKey = ({ file, field, message, rule }: ContentProblem) => `${file}\0${field ?? ''}\0${rule ?? ''}\0${message}`;

/**
 * The errors the content check would find after the move and not before, each as the check prints
 * it: the move is made in a copy of the content folder, which is then checked (a link the version
 * rules refuse, a redirect chain onto another page's old route…). Empty when the move is safe.
 */
export function errorsAfterMove(contentDir: string, plan: MovePlan): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'move-check-'));
  try {
    const moved = join(copy, 'content');
    mkdirSync(moved);
    // Folders and regular files only: a FIFO cannot be copied, and a link's target is not the move's to check.
    cpSync(contentDir, moved, { recursive: true, filter: (source) => { const stat = lstatSync(source); return stat.isDirectory() || stat.isFile(); } });
    applyMove(moved, plan, false);
    const after = checkContent(moved).errors;
    if (after.length === 0) return [];
    const before = new Set(checkContent(contentDir).errors.map(problemKey));
    return after.filter((problem) => !before.has(problemKey(problem))).map((problem) => formatProblem('error', problem));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Carries the plan out: moves the file (`git mv` when git tracks it, unless `git` is false, as for
 * the copy the check of the result runs on), then writes every changed text. Returns how the file was moved.
 */
export function applyMove(contentDir: string, plan: MovePlan, git = true): 'git mv' | 'rename' {
  const from = join(contentDir, plan.from.file);
  const to = join(contentDir, plan.to.file);
  const how = git && trackedByGit(from) ? 'git mv' : 'rename';
  const cwd = posix.dirname(from);
  if (how === 'rename') renameSync(from, to);
  else execFileSync('git', ['mv', posix.basename(from), posix.relative(cwd, to)], { cwd, stdio: 'ignore' });
  for (const [file, text] of plan.texts) writeFileSync(join(contentDir, file), text);
  return how;
}
