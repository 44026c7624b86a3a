/**
 * The text of a ```dependency fence: one dependency a line, `group:artifact` or
 * `group:artifact:version`, then optionally a Gradle configuration (the scope). Blank lines are
 * skipped. The content check reports each line's problem; the renderer turns good lines into snippets.
 */
import { resolve, type Resolved } from './coordinates';

/** Each Gradle configuration a block may name, with the Maven `<scope>` that means the same (null: Maven's default, compile). */
export const scopes = {
  implementation: null,
  api: null,
  compileOnly: 'provided',
  runtimeOnly: 'runtime',
  testImplementation: 'test',
} as const satisfies Record<string, string | null>;

export type Scope = keyof typeof scopes;

const DEFAULT_SCOPE: Scope = 'implementation';

export interface Dependency extends Resolved {
  scope: Scope;
}

interface BlockLine {
  /** 0 for the fence's first line of text. */
  index: number;
  result: { dependency: Dependency } | { problem: string };
}

const isScope = (word: string): word is Scope => Object.hasOwn(scopes, word);
const scopeList = Object.keys(scopes).join(', ');

function readLine(text: string): BlockLine['result'] {
  const [coordinates = '', scope = DEFAULT_SCOPE, ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0) return { problem: `one dependency a line, written group:artifact[:version] [scope]; found "${text.trim()}".` };
  const parts = coordinates.split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => part === '')) {
    return { problem: `"${coordinates}" is not group:artifact or group:artifact:version.` };
  }
  if (!isScope(scope)) return { problem: `unknown scope "${scope}": use one of ${scopeList} (or none, for ${DEFAULT_SCOPE}).` };
  const [group, artifact, version = null] = parts as [string, string, string?];
  const resolution = resolve(group, artifact, version);
  return 'problem' in resolution ? resolution : { dependency: { ...resolution.resolved, scope } };
}

/** Every non-blank line of the block, read. An empty list means an empty block. */
export function readDependencyBlock(value: string): BlockLine[] {
  const seen = new Set<string>();
  return value.split('\n').flatMap((text, index): BlockLine[] => {
    if (text.trim() === '') return [];
    const result = readLine(text);
    if ('dependency' in result) {
      // One catalog alias per artifact name, so an artifact may appear once.
      const { artifact } = result.dependency;
      if (seen.has(artifact)) return [{ index, result: { problem: `${artifact} is already listed in this block.` } }];
      seen.add(artifact);
    }
    return [{ index, result }];
  });
}

/** The block's dependencies, for a block the content check has passed; throws on any problem. */
export function dependenciesOf(value: string): Dependency[] {
  const lines = readDependencyBlock(value);
  if (lines.length === 0) throw new Error('empty dependency block');
  return lines.map(({ index, result }) => {
    if ('problem' in result) throw new Error(`dependency block line ${index + 1}: ${result.problem}`);
    return result.dependency;
  });
}
