import { nameRule } from './rule';

/** `index.md` would collide with the folder's own page in the export (both become `folder/index.html`). */
export const folderPageName = nameRule({
  id: 'folder-page-name',
  severity: 'error',
  summary: "A folder's own page is `README.md` (upper case), never `index.md` or `readme.md`.",
  check(file) {
    const segments = file.split('/');
    const name = segments.pop()!;
    const stem = name.replace(/\.md$/, '');
    if (stem === 'README' || !/^(readme|index)$/i.test(stem)) return null;
    const folderPath = segments.length > 0 ? `content/${segments.join('/')}/` : 'content/';
    return {
      message: `"${name}" is not a folder's own page here: that is ${folderPath}README.md (upper case). Rename this file to ${folderPath}README.md, or merge it into that file.`,
    };
  },
});
