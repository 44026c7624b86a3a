import type { Code } from 'mdast';
import { isKnownGroup, resolve } from '../../libraries/coordinates';
import { readDependencyBlock } from '../../libraries/dependency-block';
import { DEPENDENCY_LANGUAGE } from '../../markdown/remark-dependency-block';
import { bodyRule, type Finding, findingsAt } from './rule';

/** A quoted `group:artifact:version` in a build script, such as `compileOnly("…")`. */
const QUOTED_COORDINATES = /["']([\w.-]+):([\w.-]+):([\w.+-]+)["']/g;
const BUILD_SCRIPT_LANGUAGES = new Set(['kotlin', 'kt', 'kts', 'groovy']);

/** The file line of a fence's text line: the text starts on the line after the opening fence. */
const lineOf = (fence: Code, index: number) => (fence.position?.start.line ?? 1) + 1 + index;

function blockFindings(fence: Code): Finding[] {
  const lines = readDependencyBlock(fence.value);
  if (lines.length === 0) {
    return [{ line: fence.position?.start.line ?? 1, column: 1, message: 'empty dependency block: write one group:artifact a line, optionally followed by a scope.' }];
  }
  return lines.flatMap(({ index, result }) => ('problem' in result ? [{ line: lineOf(fence, index), column: 1, message: result.problem }] : []));
}

/** Coordinates written by hand in a build script: those of a library the table knows must agree with it. */
function scriptFindings(fence: Code): Finding[] {
  return fence.value.split('\n').flatMap((text, index) =>
    [...text.matchAll(QUOTED_COORDINATES)].flatMap(([, group, artifact, version]) => {
      if (!isKnownGroup(group!)) return [];
      const resolution = resolve(group!, artifact!, version!);
      return 'problem' in resolution ? [{ line: lineOf(fence, index), column: 1, message: resolution.problem }] : [];
    }),
  );
}

export const dependencyCoordinates = bodyRule({
  id: 'dependency-coordinates',
  severity: 'error',
  beforeRender: true,
  summary:
    'A `dependency` block lists one artifact a line, `group:artifact[:version] [scope]`, that `lib/libraries/artifacts.ts` lists (with one of its versions, if one is written), and a version written by hand in a build script agrees with that table.',
  check: ({ tree }) =>
    findingsAt<Code>(tree, 'code', (fence) => {
      if (fence.lang === DEPENDENCY_LANGUAGE) return blockFindings(fence);
      return fence.lang && BUILD_SCRIPT_LANGUAGES.has(fence.lang.toLowerCase()) ? scriptFindings(fence) : [];
    }),
});
