/**
 * What each library publishes, once: group id, artifacts, version and the Maven repositories a
 * build needs for them. The `dependency` blocks of the docs are rendered from this table and the
 * content check holds every coordinate a page writes by hand to it, so a release is one edit here.
 *
 * Build-time only, apart from `siteConfig`: the pages' client bundle takes `siteConfig` whole, and
 * none of this is read in the browser. Every entry comes from the library fact files (the January
 * 2023 releases the site documents); nothing here is a guess.
 */

export interface MavenRepository {
  /** The `<id>` Maven uses for it. */
  readonly id: string;
  /** Null for Maven Central, which Gradle names `mavenCentral()` and Maven searches without being told. */
  readonly url: string | null;
}

const central: MavenRepository = { id: 'central', url: null };
const phosphorous: MavenRepository = { id: 'phosphorous', url: 'https://gitlab.com/api/v4/groups/9631292/-/packages/maven' };
const papermc: MavenRepository = { id: 'papermc', url: 'https://repo.papermc.io/repository/maven-public/' };
const sonatypeSnapshots: MavenRepository = { id: 'sonatype-snapshots', url: 'https://oss.sonatype.org/content/repositories/snapshots' };
const jitpack: MavenRepository = { id: 'jitpack', url: 'https://jitpack.io' };

/** The order snippets list repositories in. */
export const repositoryOrder: readonly MavenRepository[] = [central, phosphorous, papermc, sonatypeSnapshots, jitpack];

export interface Publication {
  /** The catalog's version key, and the site library's id when it is one of the site's libraries. */
  readonly id: string;
  readonly group: string;
  readonly artifacts: readonly string[];
  /** The version a `dependency` block without one gets. */
  readonly version: string;
  /** Earlier releases a page may still name on purpose (what another library was built against). */
  readonly olderVersions: readonly string[];
  /**
   * Every repository a build needs to resolve these artifacts: where they are published, then the
   * ones the builds that used them added for their own dependencies.
   */
  readonly repositories: readonly MavenRepository[];
}

// Alexandria's dependents (Sokol, Calibre) add Paper's repository, Sonatype snapshots for PacketEvents
// and JitPack for libraries further down Alexandria's tree; a plugin built on any of the three needs them.
const alexandriaRepositories = [phosphorous, central, papermc, sonatypeSnapshots, jitpack];

export const publications: readonly Publication[] = [
  // Alexandria and Glossa moved to the group io.gitlab.aecsocket on 2023-01-25; Sokol 2.4.1 and
  // Calibre 2.2.2 were still built against the com.gitlab packages, so pages show both.
  { id: 'alexandria', group: 'io.gitlab.aecsocket', artifacts: ['alexandria-core', 'alexandria-paper'], version: '0.5.5', olderVersions: [], repositories: alexandriaRepositories },
  { id: 'alexandria', group: 'com.gitlab.aecsocket.alexandria', artifacts: ['alexandria-core', 'alexandria-paper'], version: '0.5.5', olderVersions: ['0.5.4'], repositories: alexandriaRepositories },
  { id: 'glossa', group: 'io.gitlab.aecsocket', artifacts: ['glossa-core', 'glossa-adventure'], version: '0.6.0', olderVersions: [], repositories: [phosphorous, central] },
  { id: 'glossa', group: 'com.gitlab.aecsocket.glossa', artifacts: ['glossa-core', 'glossa-adventure'], version: '0.6.0', olderVersions: ['0.5.2'], repositories: [phosphorous, central] },
  { id: 'calibre', group: 'com.gitlab.aecsocket.calibre', artifacts: ['calibre-core', 'calibre-paper'], version: '2.2.2', olderVersions: [], repositories: alexandriaRepositories },
  { id: 'craftbullet', group: 'com.gitlab.aecsocket.craftbullet', artifacts: ['craftbullet-core', 'craftbullet-paper'], version: '0.2.3', olderVersions: ['0.2.2'], repositories: [phosphorous, central] },
  { id: 'kt-runtime', group: 'com.gitlab.aecsocket.ktruntime', artifacts: ['kt-runtime-spigot'], version: '1.7.10', olderVersions: [], repositories: [phosphorous] },
  { id: 'sokol', group: 'com.gitlab.aecsocket.sokol', artifacts: ['sokol-core', 'sokol-paper'], version: '2.4.1', olderVersions: ['2.4.0'], repositories: alexandriaRepositories },
  // Libraries of others that a reader adds by hand, because ours only compile against them.
  { id: 'adventure', group: 'net.kyori', artifacts: ['adventure-api', 'adventure-text-minimessage', 'adventure-serializer-configurate4'], version: '4.12.0', olderVersions: ['4.11.0'], repositories: [central] },
  { id: 'configurate', group: 'org.spongepowered', artifacts: ['configurate-core', 'configurate-hocon', 'configurate-extra-kotlin'], version: '4.1.2', olderVersions: [], repositories: [central] },
  { id: 'libbulletjme', group: 'com.github.stephengold', artifacts: ['Libbulletjme'], version: '17.4.0', olderVersions: ['17.2.0'], repositories: [central] },
  { id: 'kotlinx-coroutines', group: 'org.jetbrains.kotlinx', artifacts: ['kotlinx-coroutines-core'], version: '1.6.4', olderVersions: [], repositories: [central] },
  // KtRuntime provides kotlin-reflect at the Kotlin version Sokol and Calibre were compiled with.
  { id: 'kotlin', group: 'org.jetbrains.kotlin', artifacts: ['kotlin-reflect'], version: '1.7.20', olderVersions: [], repositories: [central] },
  // Alexandria's API types come from these; its dependents compile against them (alexandria.md, calibre.md).
  { id: 'cloud', group: 'cloud.commandframework', artifacts: ['cloud-paper'], version: '1.8.0', olderVersions: [], repositories: [central] },
  { id: 'packetevents', group: 'com.github.retrooper.packetevents', artifacts: ['spigot'], version: '2.0-SNAPSHOT', olderVersions: [], repositories: [sonatypeSnapshots] },
  // Glossa 1.x, a rewrite published to Maven Central (March 2023), documented beside 0.6.0 under /glossa/1.0.
  { id: 'glossa', group: 'io.github.aecsocket', artifacts: ['glossa-core', 'glossa-configurate'], version: '1.0.1', olderVersions: ['1.0.0'], repositories: [central] },
];
