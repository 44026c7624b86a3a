import { frontmatterFields } from '../frontmatter';
import { fieldLine } from '../read-frontmatter';
import { frontmatterRule } from './rule';

/** Past these, a title no longer fits its social card, the sidebar or a search result. */
const LONGEST = Object.fromEntries(Object.entries(frontmatterFields).flatMap(([field, spec]) => ('maxLength' in spec ? [[field, spec.maxLength]] : []))) as Record<
  'title' | 'description' | 'sidebar_label',
  number
>;

export const fieldLengths = frontmatterRule({
  id: 'field-lengths',
  severity: 'error',
  summary: `Text fields fit where they are shown: \`title\` at most ${LONGEST.title} characters, \`sidebar_label\` ${LONGEST.sidebar_label}, \`description\` ${LONGEST.description}.`,
  check: ({ source, data }) =>
    Object.entries(LONGEST).flatMap(([field, longest]) => {
      const value = data[field];
      if (typeof value !== 'string' || value.trim().length <= longest) return [];
      return [{
        line: fieldLine(source, field),
        field,
        message: `the ${field} is ${value.trim().length} characters long, more than the ${longest} that fit on its social card, in the sidebar and in search results: shorten it.`,
      }];
    }),
});
