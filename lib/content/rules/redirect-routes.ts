import { readOldRoute, REDIRECT_FIELD } from '../redirects';
import { listItemLines } from '../read-frontmatter';
import { contentLimits } from '../../site-config';
import { frontmatterRule } from './rule';

export const redirectRoutes = frontmatterRule({
  id: 'redirect-routes',
  severity: 'error',
  summary: `Each \`redirect_from\` entry is a route of this site (\`/glossa/old-name\`): letters, digits and \`._~-\` between slashes, no part named \`index\`, not a full URL, at most ${contentLimits.routeSegments} segments deep, ${contentLimits.routeSegmentCharacters} characters a segment and ${contentLimits.routeCharacters} in all.`,
  check({ data, source }) {
    const value = data[REDIRECT_FIELD];
    // Anything but a list of texts is the field-types rule's.
    if (!Array.isArray(value)) return [];
    const written = value.filter((item): item is string => typeof item === 'string');
    const lines = listItemLines(source, REDIRECT_FIELD, written.map((item) => item.trim()));
    return written.flatMap((item, index) => {
      const read = readOldRoute(item);
      if ('route' in read) return [];
      return [
        {
          field: REDIRECT_FIELD,
          line: lines[index],
          message: `"${item}" is not a route this site can redirect: ${read.problem}. Write the page's old path from the site root, such as /glossa/old-name, or remove the entry.`,
        },
      ];
    });
  },
});
