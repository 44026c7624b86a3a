/**
 * `npm run new -- <route> "<Title>"`: a new page with valid frontmatter, placed after its
 * siblings in the sidebar; `<route>/` (a trailing slash) starts a folder with its page, the
 * folder's README.md. It refuses what the build would refuse or what would overwrite a page, with
 * the reason and the fix.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCAFFOLD } from './page-scaffold';
import { nameRules, pathRules } from './rules';
import { readFrontmatter } from './read-frontmatter';
import { isRegularFile } from './content-entry';

/** The page to write: its `file` relative to the content folder, its route and its text. */
type Plan = { ok: true; page: { file: string; route: string; text: string } } | { ok: false; reason: string };

const refuse = (reason: string): Plan => ({ ok: false, reason });

/** The highest `sidebar_position` among the pages of `folder` (its files and its subfolders' README.md), or 0. */
function lastPosition(folder: string): number {
  const siblings = readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'README.md') return [join(folder, entry.name)];
    const readme = join(folder, entry.name, 'README.md');
    return entry.isDirectory() && isRegularFile(readme) ? [readme] : [];
  });
  const positions = siblings.map((file) => readFrontmatter(readFileSync(file, 'utf8')).data.sidebar_position).filter((value): value is number => typeof value === 'number');
  return Math.max(0, ...positions);
}

const yamlString = (text: string) => JSON.stringify(text);

export function planNewPage(contentDir: string, routeArgument: string, title: string): Plan {
  const route = `/${routeArgument.trim().replace(/^\/+|\/+$/g, '').replace(/\.md$/, '')}`;
  const segments = route.slice(1).split('/');
  if (route === '/' || segments.length < 2) return refuse(`"${routeArgument}" is not a page inside a library: give its route, such as glossa/concepts/plurals.`);
  const folderPage = routeArgument.trim().endsWith('/');
  const file = folderPage ? `${segments.join('/')}/README.md` : `${segments.join('/')}.md`;
  // Every rule on a file's name and path, so no page is written that the check then refuses by its name.
  const badName = [...pathRules, ...nameRules].map((rule) => rule.check(file)).find((finding) => finding);
  if (badName) return refuse(badName.message);
  if (title.trim() === '' || /\n/.test(title)) return refuse('give the page a title on one line, in quotes: npm run new -- glossa/concepts/plurals "Plural rules".');
  const [library] = segments;
  if (!existsSync(join(contentDir, library!, 'README.md'))) return refuse(`there is no library "${library}" (no ${contentDir}/${library}/README.md): the route starts with a library folder.`);
  const folder = join(contentDir, ...segments.slice(0, -1));
  if (!existsSync(join(folder, 'README.md'))) {
    const parent = segments.slice(0, -1).join('/');
    // A page where the folder would be: it becomes the folder's page by moving, and keeps its route.
    if (existsSync(`${folder}.md`)) return refuse(`${folder}.md is a page, not a folder: make it the folder's page first by moving it to ${folder}/README.md (its route stays /${parent}).`);
    return refuse(`the folder ${folder}/ has no README.md, so its pages would not show in the sidebar: create the folder with its page first, npm run new -- ${parent}/ "<Folder title>".`);
  }
  for (const existing of [join(contentDir, `${segments.join('/')}.md`), join(contentDir, ...segments, 'README.md')]) {
    if (existsSync(existing)) return refuse(`${route} already exists (${existing}): choose another route, or edit that file.`);
  }
  const libraryReadme = join(contentDir, library!, 'README.md');
  const libraryTitle = isRegularFile(libraryReadme) ? String(readFrontmatter(readFileSync(libraryReadme, 'utf8')).data.title ?? library) : library!;
  const description = `${title.trim()} in ${libraryTitle}: ${SCAFFOLD.description}`;
  const text = [
    '---',
    `title: ${yamlString(title.trim())}`,
    `description: ${yamlString(description)}`,
    `sidebar_position: ${lastPosition(folder) + 1}`,
    '---',
    ...SCAFFOLD.body.flatMap((line) => ['', line]),
    '',
  ].join('\n');
  return { ok: true, page: { file, route, text } };
}
