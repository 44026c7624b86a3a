import packageJson from '../package.json' with { type: 'json' };
import { basePathFrom } from './navigation/base-path';

/**
 * Every constant of the product spec lives here, once. Components, scripts and tests read
 * them from this module instead of repeating literals.
 */
export interface LibraryInfo {
  /** Folder under content/ and first route segment. */
  readonly id: string;
  /** The plugin's own name, as a server owner knows it and a page's `written_for` names it. */
  readonly name: string;
  /** Plugin names this library needs at runtime (ids of other libraries). */
  readonly dependsOn: readonly string[];
  /** Dependencies the facts could not confirm. */
  readonly uncertainDependsOn?: readonly string[];
}

export type DocVersionStatus = 'default' | 'older' | 'newer';

/** A library documented in more than one version (lib/navigation/versions.ts reads it). */
export interface LibraryVersions {
  /**
   * Where the reader's chosen version of this library is stored, after the spec's docs-version
   * preference scheme (`docs-preferred-version-<plugin>`), one key per library.
   */
  readonly storageKey: string;
  /** The version the library's own folder holds, at its usual routes (`/glossa/...`). */
  readonly default: { readonly id: string; readonly label: string };
  /** Every other version: its pages live in a folder named `id` inside the library's folder, at `/<library>/<id>/...`. */
  readonly others: readonly { readonly id: string; readonly label: string; readonly status: Exclude<DocVersionStatus, 'default'> }[];
}

const basePath = basePathFrom(process.env.BASE_PATH);

export const siteConfig = {
  title: 'Phosphorous',
  tagline: 'Project documentation',
  /** Production origin, used for canonical URLs and the sitemap. */
  url: 'https://phosphorous.gitlab.io',
  repository: { url: 'https://gitlab.com/phosphorous/phosphorous.gitlab.io', branch: 'main' },
  /**
   * The path the site is served under: '' at the root of a domain, `/docs` for a project site.
   * Set with `BASE_PATH` at build time (next.config.ts hands it to the browser bundle); every URL
   * of the site goes through `sitePath` (lib/navigation/routes.ts).
   */
  basePath,
  /** The base path with its trailing slash, as the spec names it. */
  baseUrl: `${basePath}/`,
  titleDelimiter: '|',
  copyright: 'Copyright © 2023 Phosphorous.',
  /** `calendar` and `lang` shape the "Last updated" date of each page. */
  locale: { lang: 'en', dir: 'ltr', calendar: 'gregory', /** Open Graph's form: language_TERRITORY. */ openGraph: 'en_US' },
  navbar: {
    externalLink: { label: 'GitLab', href: 'https://gitlab.com/phosphorous' },
  },
  announcement: {
    /** Change the id to show the bar again to readers who dismissed an earlier one. */
    id: 'era-2023-01-glossa-1.0',
    text: 'These docs describe the January 2023 releases of the Phosphorous group, and the Glossa 1.0 pages describe Glossa 1.0.1 (March 2023).',
  },
  colorMode: {
    defaultMode: 'light',
    respectPrefersColorScheme: false,
  },
  storageKeys: {
    colorMode: 'theme',
    announcementDismissed: 'announcement-dismissed',
    preferredDocsVersion: 'docs-preferred-version-default',
    /** The code-tab labels a reader chose, most recent first, as a JSON array of strings. */
    codeTabs: 'code-tabs',
  },
  codeTabs: {
    /** How many chosen labels are remembered: enough for every build tool and language the docs offer. */
    rememberedLabels: 8,
  },
  layout: {
    /** Desktop layout applies above this width, mobile layout at and below it. */
    desktopBreakpointPx: 996,
    /** The table of contents gets its own column above this width; below it, it is the "On this page"
     *  disclosure above the text, so the text column stays at least 600 px wide beside the sidebar. */
    tocColumnBreakpointPx: 1239,
    /**
     * Characters of code that fit on a line beside a code block's Copy button where a mouse shows it
     * on hover: the narrowest block there (593 px, at the small breakpoint) holds 60 of the code
     * font's, a few spare for fonts a little wider. A block whose first line is longer keeps a strip
     * above it for the button, as every block does on a touch screen or a phone.
     */
    codeCharsBesideCopyButton: 56,
  },
  delays: {
    progressBarMs: 200,
    lazyLoadMs: 200,
  },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  sidebar: {
    /**
     * Most sidebar links one page carries in its own HTML (category labels count). The rest of the
     * tree comes from one shared file when needed, so no page grows with the size of the site.
     * Beyond the way to the page (always carried, open), they sit in closed categories, which no
     * reader sees until one is expanded (without JavaScript, never), at about 200 bytes each in
     * every page. A category past the budget shows its own page's link, which lists its pages.
     */
    linkBudget: 30,
  },
  prefetch: {
    /**
     * Links prefetched because they came into view, per page view; hover and focus always prefetch.
     * Each prefetch costs a page's payload, and a sidebar shows dozens of links at once.
     */
    visibleLinksPerPage: 4,
    /**
     * How long a hover, focus or touch lasts before its link is prefetched: a click within it
     * navigates by itself instead of fetching the page twice (the wait instant.page uses).
     */
    intentDelayMs: 65,
  },
  /** Each page's Open Graph image (lib/drawing/social-cards.ts): the size social sites show in full. */
  socialCard: { width: 1200, height: 630 },
  search: {
    /**
     * Pagefind preloads the index chunks a query needs on every keystroke and searches once the
     * keys pause this long: short enough that results follow the last keystroke at once (npm run
     * bench:search), long enough that half-typed words are not searched.
     */
    debounceMs: 20,
    /**
     * Results shown at first, and added by each "More results": each costs a fetch of its Pagefind
     * fragment after the search, so fewer come sooner.
     */
    resultsPerBatch: 6,
    /**
     * Pagefind weights in the indexed copy of each page (body text 1, headings 7 down to 2): a table's
     * first column (the API member, command or key a reference row is about), and the words of the
     * page's URL, there only so that a mistyped address finds its page.
     */
    weights: { tableKey: 5, urlWords: 0.5 },
    /**
     * The index's words, once for the site (lib/search/vocabulary.ts), beside Pagefind's files; the
     * dialog fetches it only for a query with a word the results do not show.
     */
    vocabulary: 'pagefind/vocabulary.txt',
  },
  docs: {
    sidebarId: 'tutorialSidebar',
    version: { id: 'current', label: 'Next', basePath: '/', mainDoc: 'README', isLast: true },
  },
  siteVersion: packageJson.version,
  /**
   * The extra code languages the real content must show at least once. The spec's list named json5,
   * but every one of those blocks was HOCON (Configurate's format), now highlighted as such.
   */
  codeLanguages: ['kotlin', 'java', 'toml', 'hocon', 'icu-message-format'],
  libraries: [
    { id: 'alexandria', name: 'Alexandria', dependsOn: ['kt-runtime', 'glossa'] },
    { id: 'calibre', name: 'Calibre', dependsOn: ['kt-runtime', 'alexandria', 'craftbullet', 'sokol'] },
    {
      id: 'craftbullet',
      name: 'CraftBullet',
      dependsOn: ['kt-runtime', 'alexandria'],
      // Its source did not survive: both are inferred from how the other plugins are built.
      uncertainDependsOn: ['kt-runtime', 'alexandria'],
    },
    { id: 'glossa', name: 'Glossa', dependsOn: [] },
    { id: 'kt-runtime', name: 'KtRuntime', dependsOn: [] },
    { id: 'sokol', name: 'Sokol', dependsOn: ['kt-runtime', 'craftbullet', 'alexandria'] },
  ] satisfies readonly LibraryInfo[],
  /** Inline code up to this many characters never wraps (`en-US`, `hold_movable`); longer code
   *  wraps only where lib/markdown/rehype-inline-code.ts marks a break point. */
  inlineCodeUnbrokenChars: 24,
  /**
   * Libraries with more than one docs version; every other library has one and shows no switcher.
   * A version is published once its folder has a README.md, so declaring one before writing it changes nothing.
   */
  docVersions: {
    glossa: {
      storageKey: 'docs-preferred-version-glossa',
      default: { id: '0.6.0', label: '0.6.0' },
      others: [{ id: '1.0', label: '1.0', status: 'newer' }],
    },
    // The fixture site's versioned library (tests/fixtures/site/beta/); the real content has no `beta`.
    beta: {
      storageKey: 'docs-preferred-version-beta',
      default: { id: '1.4', label: '1.4' },
      others: [{ id: '2.0', label: '2.0', status: 'newer' }],
    },
  } satisfies Readonly<Record<string, LibraryVersions>>,
} as const;

/**
 * What one content file may hold (lib/content/rules/ enforce them, each with file:line). Files
 * come from merge requests and the CMS, so every one is read as a stranger's input: these keep a
 * hostile or broken file to a clear error within seconds instead of a hang or a crash. Apart from
 * siteConfig, which the pages' client bundle takes whole.
 */
/**
 * A layout width in a media query: in rem, which a media query reads against the reader's default
 * font size, so a reader who sets a larger one gets the layout of a narrower window rather than
 * columns too narrow for their text. At the usual 16 px it is `px` pixels.
 */
export const mediaWidth = (px: number) => `${px / 16}rem`;

export const contentLimits = {
  /** Far above any real page; parsing grows faster than the size, so past this it is refused unread. */
  fileBytes: 1_000_000,
  /** Long enough for any table row or code line a page needs. */
  lineCharacters: 5_000,
  /** The frontmatter holds four short fields. */
  frontmatterBytes: 4_096,
  /** Lists, quotes and inline elements inside one another, far deeper than any real page nests them. */
  nestingDepth: 24,
  /** Sections of one page: each is a heading, a contents entry and a link, so 15,000 made a page of 4.5 MB. */
  headingsPerPage: 500,
  /** The social card fits 3 lines of title and 3 of description at their smallest size. */
  titleCharacters: 90,
  sidebarLabelCharacters: 60,
  descriptionCharacters: 300,
  /** A file whose own checks take longer is stopped and reported, so no file can hang the build. */
  checkMsPerFile: 3_000,
  /** An image beside the pages: a screenshot or diagram is far below this; a photo straight off a camera is not. */
  imageBytes: 5_000_000,
  /** Four times the content column at 2×: wider only costs the build time and bytes for nothing. */
  imageWidthPx: 4_000,
  /** A long screenshot fits; the 2× copy of a taller one would pass WebP's 16,383 px. */
  imageHeightPx: 16_000,
  /** 64 MB once decoded as RGBA, in the build and in every reader's browser (a 4,000 × 4,000 image, or a 1,000 × 16,000 one). */
  imagePixels: 16_000_000,
  /**
   * A route, and a file's path under content/: its folders (or segments), the length of each name,
   * and the whole, well above the real ones; past these limits the names the
   * build derives from them (`<route>.html.br`, contentlayer2's one document file per page, named
   * after its whole path) no longer fit the file system, and deep trees slow every step.
   */
  routeSegments: 16,
  routeSegmentCharacters: 100,
  routeCharacters: 200,
} as const;

/**
 * The CMS at /admin (lib/cms/). Apart from siteConfig because the pages' client bundle takes
 * siteConfig whole, and nothing of the CMS belongs in it.
 */
export const cmsConfig = {
  /**
   * The Application ID of the GitLab OAuth application writers sign in to /admin with (PKCE, so
   * no secret: the ID is public). Create it once under the GitLab group's Settings → Applications:
   * redirect URI `<url>/admin`, scope `api`, "Confidential" unticked. Until it is set, the sign-in
   * button leads to GitLab, which refuses the request.
   */
  gitlabAppId: null as string | null,
  /** The page body's widget, Decap's markdown editor with an image button (lib/cms/admin/body-widget.ts). */
  bodyWidget: 'page-body',
  /** The file format of every page in /admin: frontmatter whose untouched fields keep their text (lib/cms/admin/frontmatter-as-written.ts). */
  pageFormat: 'frontmatter-as-written',
  /**
   * The commit status a merge request's pipeline sets, with its deployed preview's URL as target,
   * once the preview is published: /admin links a change to it ("View preview").
   */
  previewContext: 'deploy-preview',
  /** How long /admin's image button waits for Decap's media library to hand focus back: its modal closes in 0.3 s. */
  focusReturnMs: 1000,
};

/** What `npm run serve` and the generated nginx rules accept (lib/hosting/). */
export const hostingConfig = {
  /**
   * Longest request target (path and query) served; longer gets 414. nginx's own default request
   * line buffer: a docs URL is nowhere near it, and header lines share the size, so a smaller one
   * could refuse a browser's cookies on a shared domain.
   */
  maxUrlBytes: 8192,
  /**
   * How long serve keeps reading a refused request's remaining bytes before closing: closing with
   * unread bytes sends a reset, and the client loses the response it was sent.
   */
  lingerMs: 5000,
};

/** `npm run dev` (scripts/dev.ts); apart from siteConfig because nothing of it belongs in the pages' bundle. */
export const devConfig = {
  /** Editors save in bursts (a temporary file, a rename): the changes of this long are checked together. */
  contentWatchDebounceMs: 30,
  /** How often `npm run dev` looks whether the process that started it (tsx, npm) is still there. */
  parentCheckMs: 500,
  /** Time a child server gets to stop on SIGTERM before its process group is killed. */
  childStopGraceMs: 3_000,
};

/** Images beside the pages (lib/content/image-file.ts, lib/drawing/image-variants.ts, lib/markdown/rehype-images.ts). */
export const imageConfig = {
  /** The content column's width (`max-w-content`, 50rem in tailwind.config.ts): variants are drawn for it at 1× and 2×. */
  columnWidthPx: 800,
  /** Where every image of the export is served from, each under a name carrying its content hash. */
  folder: '_images',
  /**
   * An image among the page's first blocks is likely above the fold on first view: it is loaded at
   * once with high priority (it is often the largest paint); every later one waits until scrolled near.
   */
  eagerWithinBlocks: 3,
} as const;

/**
 * What kind of build this is, read once from the environment of `npm run build`. Apart from
 * siteConfig: the pages' client bundle takes siteConfig whole, and only the build reads this.
 */
export const buildConfig = {
  /**
   * A merge request's preview (`npm run build:preview`, which sets SITE_PREVIEW=1; .gitlab-ci.yml
   * publishes it under `/mr-<iid>/`): every page is `noindex, nofollow`, its robots.txt keeps
   * crawlers out and its sitemap lists nothing, so no search engine takes a draft for the site.
   */
  preview: process.env.SITE_PREVIEW === '1',
  /** The merge request a preview shows (GitLab CI's CI_MERGE_REQUEST_IID), which its bar links to; null when built by hand. */
  previewedMergeRequest: /^\d+$/.test(process.env.CI_MERGE_REQUEST_IID ?? '') ? Number(process.env.CI_MERGE_REQUEST_IID) : null,
} as const;

export type ColorMode = 'light' | 'dark';
