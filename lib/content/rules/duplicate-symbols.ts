import { NO_LINK_COMMENT } from '../../markdown/remark-symbols';
import { siteRule } from './rule';

/**
 * A mention links to the one place a name is defined; with two, it cannot tell which a reader
 * wants, and stays plain until one goes.
 */
export const duplicateSymbols = siteRule({
  id: 'duplicate-symbols',
  severity: 'warning',
  summary:
    'An API name is defined once per docs version of a library, by a heading that is only inline code (``### `collider` ``) or in the first column of a reference table: a mention of a name defined twice cannot be linked.',
  check: ({ symbols }) =>
    [...symbols.byVersion.entries()].flatMap(([version, names]) =>
      [...names.entries()].flatMap(([name, [first, ...others]]) =>
        others.map((other) => ({
          file: other.doc.file,
          line: other.line,
          message: `\`${name}\` is defined twice in the docs of ${version}: here and at content/${first!.doc.file}:${first!.line}, so its mentions are not linked. Keep one definition (a heading or a reference-table row): make the other a link to it, or put \`${NO_LINK_COMMENT}\` right before the name here.`,
        })),
      ),
    ),
});
