/**
 * Docs versions for the scale benchmark (`--versions N`): some libraries get N − 1 more versions,
 * each a copy of the library's generated pages in a folder named after it (`2.0`, `3.0`…) whose
 * links into the library lead to the copy, as a writer's copied version would after the
 * version-links rule; the copy of the repository declares them in its site config. The measured page
 * stays the default version's deepest page, so its figures compare with an unversioned run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from '../../lib/navigation/routes';
import { siteConfig } from '../../lib/site-config';
import type { GeneratedPage } from './generate';

/** Every other generated library that the real config does not version already (Glossa has its 1.0). */
export function versionedLibraries(): string[] {
  return siteConfig.libraries.map(({ id }) => id).filter((library, index) => index % 2 === 0 && !Object.hasOwn(siteConfig.docVersions, library));
}

const versionIds = (versions: number) => Array.from({ length: versions - 1 }, (_, index) => `${index + 2}.0`);

/** True for a file of a generated other version (`alexandria/2.0/…`). */
export function isGeneratedVersionFile(file: string, versions: number): boolean {
  const [library, folder] = file.split('/');
  return versionedLibraries().includes(library!) && versionIds(versions).includes(folder!);
}

/** The pages of every generated version, after the default ones. */
export function withVersions(pages: readonly GeneratedPage[], versions: number): GeneratedPage[] {
  const copies = versionedLibraries().flatMap((library) =>
    versionIds(versions).flatMap((id) => {
      const intoLibrary = new RegExp(`\\]\\(/${escapeRegExp(library)}(?=[/)#])`, 'g');
      const moved = (path: string) => `${library}/${id}${path.slice(library.length)}`;
      return pages
        .filter((page) => page.file.startsWith(`${library}/`))
        .map((page) => ({
          ...page,
          file: moved(page.file),
          route: `/${moved(page.route.slice(1))}`,
          markdown: page.markdown.replace(intoLibrary, `](/${library}/${id}`),
          image: page.image && moved(page.image),
        }));
    }),
  );
  return [...pages, ...copies];
}

/** Declares the generated versions in the copy's `lib/site-config.ts`. */
export function declareVersions(copy: string, versions: number) {
  const file = join(copy, 'lib', 'site-config.ts');
  const source = readFileSync(file, 'utf8');
  const entries = versionedLibraries().map((library) => {
    const others = versionIds(versions).map((id) => `{ id: '${id}', label: '${id}', status: 'newer' }`);
    return `    '${library}': { storageKey: 'docs-preferred-version-${library}', default: { id: '1.0', label: '1.0' }, others: [${others.join(', ')}] },\n`;
  });
  const opening = '  docVersions: {\n';
  if (!source.includes(opening)) throw new Error(`lib/site-config.ts has no "${opening.trim()}" to declare the generated versions in.`);
  writeFileSync(file, source.replace(opening, opening + entries.join('')));
}
