/**
 * One list of dependencies written for each build tool a reader may use, repositories included:
 * Gradle's Kotlin and Groovy DSLs, Maven, and a Gradle version catalog with the lines that use it.
 */
import { repositoryOrder, type MavenRepository } from './artifacts';
import { type Dependency, scopes } from './dependency-block';

interface BuildSnippet {
  /** The tab's label, shared by every block of the page so that one choice switches them all. */
  tab: string;
  /** The file the snippet goes in. */
  title: string;
  language: 'kotlin' | 'groovy' | 'xml' | 'toml';
  code: string;
}

const INDENT = '    ';

const coordinates = ({ publication, artifact, version }: Dependency) => `${publication.group}:${artifact}:${version}`;

function repositoriesOf(dependencies: readonly Dependency[]): MavenRepository[] {
  const needed = new Set(dependencies.flatMap(({ publication }) => publication.repositories));
  return repositoryOrder.filter((repository) => needed.has(repository));
}

function gradleBlocks(dependencies: readonly Dependency[], repositoryLine: (url: string) => string, dependencyLine: (dependency: Dependency) => string): string {
  const repositories = repositoriesOf(dependencies).map(({ url }) => (url === null ? 'mavenCentral()' : repositoryLine(url)));
  return [
    'repositories {',
    ...repositories.map((line) => INDENT + line),
    '}',
    '',
    'dependencies {',
    ...dependencies.map((dependency) => INDENT + dependencyLine(dependency)),
    '}',
  ].join('\n');
}

const kotlinDsl = (dependencies: readonly Dependency[]) =>
  gradleBlocks(dependencies, (url) => `maven("${url}")`, (dependency) => `${dependency.scope}("${coordinates(dependency)}")`);

const groovyDsl = (dependencies: readonly Dependency[]) =>
  gradleBlocks(dependencies, (url) => `maven { url '${url}' }`, (dependency) => `${dependency.scope} '${coordinates(dependency)}'`);

function maven(dependencies: readonly Dependency[]): string {
  const element = (depth: number, name: string, value: string) => `${INDENT.repeat(depth)}<${name}>${value}</${name}>`;
  // Maven searches Central without being told, so only the other repositories are listed.
  const repositories = repositoriesOf(dependencies).filter(({ url }) => url !== null);
  const repositoryLines = repositories.flatMap(({ id, url }) => [`${INDENT}<repository>`, element(2, 'id', id), element(2, 'url', url!), `${INDENT}</repository>`]);
  const dependencyLines = dependencies.flatMap(({ publication, artifact, version, scope }) => {
    const mavenScope = scopes[scope];
    return [
      `${INDENT}<dependency>`,
      element(2, 'groupId', publication.group),
      element(2, 'artifactId', artifact),
      element(2, 'version', version),
      ...(mavenScope ? [element(2, 'scope', mavenScope)] : []),
      `${INDENT}</dependency>`,
    ];
  });
  const repositoriesBlock = repositories.length > 0 ? ['<repositories>', ...repositoryLines, '</repositories>', ''] : [];
  return [...repositoriesBlock, '<dependencies>', ...dependencyLines, '</dependencies>'].join('\n');
}

/** A catalog alias is the artifact's name; Gradle turns its dashes into dots in `libs.…`. */
const aliasOf = (artifact: string) => artifact.toLowerCase();

function versionCatalog(dependencies: readonly Dependency[]): string {
  const versionsById = new Map<string, Set<string>>();
  for (const { publication, version } of dependencies) versionsById.set(publication.id, (versionsById.get(publication.id) ?? new Set()).add(version));
  // Two versions of one library in a block (an older one named on purpose) need two keys.
  const versionKey = ({ publication, version }: Dependency) =>
    versionsById.get(publication.id)!.size > 1 ? `${publication.id}-${version.replaceAll('.', '-')}` : publication.id;
  const versions = new Map(dependencies.map((dependency) => [versionKey(dependency), dependency.version]));
  const usage = gradleBlocks(
    dependencies,
    (url) => `maven("${url}")`,
    ({ scope, artifact }) => `${scope}(libs.${aliasOf(artifact).replaceAll('-', '.')})`,
  );
  return [
    '[versions]',
    ...[...versions].map(([key, version]) => `${key} = "${version}"`),
    '',
    '[libraries]',
    ...dependencies.map((dependency) => `${aliasOf(dependency.artifact)} = { module = "${dependency.publication.group}:${dependency.artifact}", version.ref = "${versionKey(dependency)}" }`),
    '',
    '# In build.gradle.kts:',
    ...usage.split('\n').map((line) => (line === '' ? '#' : `# ${line}`)),
  ].join('\n');
}

/** The snippets of one dependency block, in the order of their tabs. */
export function buildSnippets(dependencies: readonly Dependency[]): BuildSnippet[] {
  return [
    { tab: 'Gradle (Kotlin)', title: 'build.gradle.kts', language: 'kotlin', code: kotlinDsl(dependencies) },
    { tab: 'Gradle (Groovy)', title: 'build.gradle', language: 'groovy', code: groovyDsl(dependencies) },
    { tab: 'Maven', title: 'pom.xml', language: 'xml', code: maven(dependencies) },
    { tab: 'Version catalog', title: 'gradle/libs.versions.toml', language: 'toml', code: versionCatalog(dependencies) },
  ];
}
