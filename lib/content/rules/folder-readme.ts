import { posix } from 'node:path';
import { siteRule } from './rule';

/** The sidebar hangs a page under its folder's README.md, so a folder without one would hide it. */
export const folderReadme = siteRule({
  id: 'folder-readme',
  severity: 'error',
  summary: "Every folder of pages has its own `README.md`, the folder's page, or its pages would not appear in the sidebar.",
  check: ({ docsByFile, docsByRoute }) =>
    [...docsByRoute.values()].flatMap((doc) => {
      const folder = posix.dirname(doc.file);
      const ownFolder = posix.basename(doc.file) === 'README.md' ? posix.dirname(folder) : folder;
      if (ownFolder === '.' || docsByFile.has(`${ownFolder}/README.md`)) return [];
      return [
        {
          file: doc.file,
          message: `the folder content/${ownFolder}/ has no README.md, so this page would not appear in the sidebar. Add content/${ownFolder}/README.md as the folder's index page.`,
        },
      ];
    }),
});
