import { NON_PAGE_POLICY, SVG_POLICY } from './csp';

/**
 * Response headers by kind of file. Both servers (nginx and serve) get their configuration from
 * this one table, so they cannot drift apart. Immutable files are named after their content hash
 * (`_next/static/`, the images, the sidebar tree): a new build writes new names, so an old copy
 * can be kept for ever.
 */
type FileKind = 'page' | 'immutable' | 'other' | 'svg' | 'immutable-svg';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Features the site never uses, denied to the page and to anything it might embed. The Copy
 * buttons write to the clipboard from a click, which needs no permission, so clipboard-write is
 * left alone: denying it would break them in browsers that gate it. Only features Chromium
 * knows: it logs a console warning for every name it does not (battery, bluetooth, …).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** Sent with every response, whatever its kind. */
const COMMON_HEADERS: HeaderList = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
];

/** The type of a file whose type neither server knows. */
export const BINARY_TYPE = 'application/octet-stream';

/**
 * For the CMS's page and files: nothing there is for search engines. The page says so in a meta
 * tag too, which is all GitLab Pages can carry.
 */
export const CMS_NOINDEX: HeaderList = [['X-Robots-Tag', 'noindex, nofollow']];

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (ETag / Last-Modified) before every use: a new build shows at once. */
const CACHE_REVALIDATE = 'no-cache';

/**
 * A page's address answers a client that asks for Markdown (`Accept: text/markdown`, as AI tools
 * send) with the page's `.md` copy, and every answer at a page's address says it depends on Accept,
 * so no cache hands the Markdown to a browser.
 */
export const MARKDOWN_TYPE = 'text/markdown';

/** Within a media range's parameters (up to the next range): a weight of 0; a weight other than 1. */
const WEIGHT_ZERO = '[^,]*;\\s*q\\s*=\\s*0(?:\\.0*)?\\s*(?:[,;]|$)';
const WEIGHT_BELOW_ONE = '[^,]*;\\s*q\\s*=\\s*(?!1(?:\\.0*)?\\s*(?:[,;]|$))';
/** The header lists the media type `type`, and its weight is not what `unless` matches. */
const listed = (type: string, unless: string) => `.*(?:^|,)\\s*${type}(?=\\s*(?:[,;]|$))(?!${unless})`;
/**
 * Whether an Accept header prefers the Markdown copy: it lists text/markdown with a weight above 0,
 * and does not list text/html at full weight beside a lower text/markdown (`text/html,
 * text/markdown;q=0.5` takes Markdown only at a pinch). One regular expression, so that nginx
 * (nginx-config.ts) decides as `npm run serve` does.
 */
export const PREFERS_MARKDOWN = `^(?=${listed(MARKDOWN_TYPE, WEIGHT_ZERO)})(?:(?=${listed(MARKDOWN_TYPE, WEIGHT_BELOW_ONE)})|(?!${listed('text/html', WEIGHT_BELOW_ONE)}))`;
const prefersMarkdown = new RegExp(PREFERS_MARKDOWN, 'i');
export const wantsMarkdown = (accept: string | undefined) => accept !== undefined && prefersMarkdown.test(accept);
export const VARY_ACCEPT: HeaderList = [['Vary', 'Accept']];

/** Every header a response for this kind carries; pages pass their own policy (it lists their script hashes). */
export function headersFor(kind: FileKind, pagePolicy?: string): HeaderList {
  if (kind === 'page' && !pagePolicy) throw new Error('A page needs its own Content-Security-Policy (its inline script hashes).');
  return [
    ['Content-Security-Policy', kind === 'page' ? pagePolicy! : kind === 'svg' || kind === 'immutable-svg' ? SVG_POLICY : NON_PAGE_POLICY],
    ...COMMON_HEADERS,
    ['Cache-Control', kind === 'immutable' || kind === 'immutable-svg' ? CACHE_IMMUTABLE : CACHE_REVALIDATE],
  ];
}
