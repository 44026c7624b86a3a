import { routeLengthProblem } from '../../navigation/routes';
import { contentLimits } from '../../site-config';
import { nameRule } from './rule';

/** contentlayer2 names each page's document file after its whole path: a 250-character name crashed it with a raw dump. */
export const pathLengths = nameRule({
  id: 'path-lengths',
  severity: 'error',
  summary: `A file's path under \`content/\` is at most ${contentLimits.routeSegments} folders and names deep, ${contentLimits.routeSegmentCharacters} characters a name and ${contentLimits.routeCharacters} in all (the build names files after it).`,
  check(file) {
    const problem = routeLengthProblem(file);
    return problem === null ? null : { message: `this path cannot be published: ${problem}. Shorten the file's name or its folders' names, or move it up.` };
  },
});
