/**
 * Word lists for the generated docs. Themed on the real libraries (Kotlin plugins for Minecraft
 * servers) so Pagefind indexes realistic terms, and containing every word the search benchmark
 * queries (MessageFormat, plural, physics space, entity component, permission, locale,
 * Configurate, rigid body, kotlin), so bench:search works against a generated build too.
 */

export const nouns = [
  'entity', 'component', 'system', 'locale', 'translator', 'message', 'template', 'plural', 'permission', 'player',
  'server', 'plugin', 'world', 'chunk', 'item', 'inventory', 'command', 'argument', 'handler', 'event',
  'listener', 'scheduler', 'task', 'config', 'node', 'key', 'value', 'registry', 'codec', 'serializer',
  'packet', 'channel', 'buffer', 'vector', 'collider', 'shape', 'body', 'space', 'constraint', 'joint',
  'material', 'texture', 'model', 'renderer', 'camera', 'bundle', 'resource', 'placeholder', 'argument', 'formatter',
  'dependency', 'module', 'artifact', 'repository', 'version', 'release', 'classloader', 'coroutine', 'dispatcher', 'context',
  'query', 'archetype', 'storage', 'snapshot', 'transaction', 'cache', 'index', 'selector', 'branch', 'style',
] as const;

export const properNouns = [
  'MessageFormat', 'Configurate', 'Paper', 'Gradle', 'Kotlin', 'Java', 'HOCON', 'ICU4J', 'Adventure', 'Bullet',
  'Alexandria', 'Calibre', 'CraftBullet', 'Glossa', 'KtRuntime', 'Sokol', 'MiniMessage', 'Brigadier',
] as const;

export const adjectives = [
  'rigid', 'physics', 'locale-aware', 'typed', 'immutable', 'mutable', 'asynchronous', 'blocking', 'shared', 'local',
  'global', 'default', 'custom', 'nested', 'plain', 'styled', 'cached', 'lazy', 'eager', 'stable',
  'experimental', 'deprecated', 'public', 'internal', 'optional', 'required', 'empty', 'full', 'short', 'long',
  'static', 'dynamic', 'kinematic', 'persistent', 'transient', 'compact', 'verbose', 'strict', 'lenient', 'safe',
] as const;

export const verbs = [
  'registers', 'creates', 'loads', 'reads', 'writes', 'resolves', 'formats', 'sends', 'receives', 'updates',
  'removes', 'queries', 'checks', 'validates', 'serializes', 'decodes', 'schedules', 'cancels', 'renders', 'collects',
  'stores', 'caches', 'applies', 'translates', 'simulates', 'spawns', 'attaches', 'detaches', 'exposes', 'wraps',
] as const;

export const baseVerbs = [
  'register', 'create', 'load', 'read', 'write', 'resolve', 'format', 'send', 'update', 'remove',
  'query', 'check', 'validate', 'serialize', 'schedule', 'cancel', 'render', 'store', 'apply', 'translate',
] as const;

export const adverbs = [
  'quickly', 'safely', 'lazily', 'eagerly', 'once', 'again', 'directly', 'indirectly', 'usually', 'rarely',
  'always', 'never', 'explicitly', 'implicitly', 'automatically', 'manually', 'carefully', 'silently',
] as const;

export const connectors = [
  'Because of that,', 'In practice,', 'For example,', 'On a busy server,', 'In most plugins,', 'By default,',
  'When the plugin starts,', 'After a reload,', 'Before the first tick,', 'Inside a coroutine,', 'As a rule,',
  'Unlike the old API,', 'With Kotlin,', 'From Java,', 'In the config file,', 'At runtime,',
] as const;

export const sectionWords = [
  'Overview', 'Installation', 'Configuration', 'Usage', 'Lifecycle', 'Threading', 'Errors', 'Performance', 'Examples', 'Migration',
  'Registration', 'Serialization', 'Permissions', 'Locales', 'Plurals', 'Commands', 'Events', 'Storage', 'Testing', 'Debugging',
  'Entities', 'Components', 'Systems', 'Queries', 'Shapes', 'Bodies', 'Constraints', 'Scheduling', 'Caching', 'Limits',
] as const;
