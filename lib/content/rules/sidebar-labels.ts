import type { CheckedDoc } from '../site-index';
import { siteRule } from './rule';

/** The folder whose pages the sidebar lists a page among (lib/navigation/sidebar.ts): a README's is its folder's parent. */
const folderOf = (route: string) => route.slice(0, route.lastIndexOf('/'));

/**
 * Two links in one list whose words differ only in case, in spacing or in how their letters are
 * encoded (é as one character or two) read the same to a screen reader and to the eye, yet lead to
 * two pages (WCAG 2.4.4, link purpose).
 */
const readAs = (label: string) => label.normalize('NFKC').replace(/\s+/gu, ' ').toLocaleLowerCase('en');

export const sidebarLabels = siteRule({
  id: 'sidebar-labels',
  severity: 'error',
  summary: 'Pages side by side in the sidebar (one folder) have labels that tell them apart: their `sidebar_label`, or else their `title`, differ in more than case, spacing or encoding.',
  check: ({ docsByRoute }) => {
    const first = new Map<string, { file: string; label: NonNullable<CheckedDoc['label']> }>();
    return [...docsByRoute.values()].flatMap((doc) => {
      if (doc.label === null || doc.route === '/') return [];
      const key = `${folderOf(doc.route)}\n${readAs(doc.label.text)}`;
      const other = first.get(key);
      if (!other) {
        first.set(key, { file: doc.file, label: doc.label });
        return [];
      }
      return [
        {
          file: doc.file,
          line: doc.label.line,
          field: doc.label.field,
          message: `the sidebar would list this page as "${doc.label.text}", beside content/${other.file}:${other.label.line}, listed as "${other.label.text}": two links that read the same lead to two pages. Give one of them a \`sidebar_label\` (or a title) that says how it differs.`,
        },
      ];
    });
  },
});
