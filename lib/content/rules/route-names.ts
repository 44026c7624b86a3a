import { isVersionFolder } from '../../navigation/versions';
import { INDEX_PROBLEM, INDEX_SEGMENT } from '../redirects';
import { nameRule } from './rule';

const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Names Windows keeps for devices, with any extension: a checkout with such a file fails there, for every writer on it. */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** `My Page.md` → `my-page.md`: the name the writer most likely meant. */
function routeSafeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const unsafe = (kind: string, segment: string, extension: string) =>
  `the ${kind} name "${segment}" cannot be part of a route: use lower-case letters, digits and hyphens, such as "${routeSafeName(segment) || 'page'}${extension}".`;

/** Routes are made of folder and file names, so those must be plain URL segments. */
export const routeNames = nameRule({
  id: 'route-names',
  severity: 'error',
  summary: 'File and folder names become the route, so they use lower-case letters, digits and hyphens (`icu-format.md`); a version folder the site config declares (`glossa/1.0/`) is the one exception; no folder is named `index`, and none is a Windows device name (`aux`, `con`, `nul`, `com1`…).',
  check(file) {
    const segments = file.split('/');
    const name = segments.pop()!;
    // `.md`, or an image's extension (the markdown-only rule lets no other file through).
    const extension = /\.[^.]+$/.exec(name)?.[0] ?? '';
    const stem = name.slice(0, name.length - extension.length);
    // A library's other docs version is a folder named after it (`glossa/1.0/`), declared in the site config.
    const isPlain = (segment: string, index: number) => ROUTE_SEGMENT.test(segment) || (index === 1 && isVersionFolder(segments[0]!, segment));
    const folder = segments.find((segment, index) => !isPlain(segment, index));
    if (folder !== undefined) return { message: unsafe('folder', folder, '') };
    const device = [...segments, stem].find((segment) => WINDOWS_DEVICE.test(segment));
    if (device !== undefined) return { message: `the name "${device}" is a device name on Windows, where git cannot check the file out, so writers there could not clone the docs: name it for what it holds, such as "${device}-settings".` };
    if (segments.includes(INDEX_SEGMENT)) return { message: `the folder name "${INDEX_SEGMENT}" cannot be part of a route: ${INDEX_PROBLEM}. Name the folder for what its pages are about.` };
    // README and index names are the folder-page-name rule's.
    if (/^(readme|index)$/i.test(stem) || ROUTE_SEGMENT.test(stem)) return null;
    return { message: unsafe('file', stem, extension) };
  },
});
