/** The routes the spec (section 2) requires, in its order: the expected result of several tests. */
const SPEC_ROUTES = [
  '/',
  '/alexandria',
  '/alexandria/api',
  '/calibre',
  '/calibre/api',
  '/calibre/concepts',
  '/craftbullet',
  '/craftbullet/api',
  '/craftbullet/api/extras',
  '/craftbullet/api/intro',
  '/craftbullet/command',
  '/glossa',
  '/glossa/api',
  '/glossa/api/configurate',
  '/glossa/api/intro',
  '/glossa/concepts',
  '/glossa/concepts/icu',
  '/glossa/concepts/styling',
  '/kt-runtime',
  '/sokol',
  '/sokol/api',
  '/sokol/concepts',
  '/sokol/example',
] as const;

/** Glossa 1.0, documented beside the 0.6.0 release the spec's routes show (content/glossa/1.0/). */
const GLOSSA_1_ROUTES = [
  '/glossa/1.0',
  '/glossa/1.0/api',
  '/glossa/1.0/api/configurate',
  '/glossa/1.0/api/intro',
  '/glossa/1.0/concepts',
  '/glossa/1.0/concepts/icu',
  '/glossa/1.0/concepts/styling',
  '/glossa/1.0/migrating',
] as const;

/** Pages the site adds to the spec's routes in the libraries' default versions. */
const ADDED_ROUTES = [
  '/alexandria/tools',
  '/alexandria/translating',
  '/sokol/components',
  '/sokol/components/composition',
  '/sokol/components/identity-and-hosting',
  '/sokol/components/interaction',
  '/sokol/components/physics',
  '/sokol/components/rendering',
  '/sokol/components/stats-and-lore',
] as const;

/** Every route of the libraries' default versions: the pages the sidebar links. */
export const DEFAULT_VERSION_ROUTES = [...SPEC_ROUTES, ...ADDED_ROUTES] as const;

/** Every route the real site publishes. */
export const SITE_ROUTES = [...DEFAULT_VERSION_ROUTES, ...GLOSSA_1_ROUTES] as const;
