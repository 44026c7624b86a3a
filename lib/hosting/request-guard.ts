import { normalizePath } from '../navigation/routes';
import { hostingConfig } from '../site-config';

/**
 * What `npm run serve` does with a request before serve-handler sees it: serve it, redirect it to
 * its clean URL, or refuse it. The generated nginx rules (nginx-config.ts) draw the same lines
 * with the same character sets.
 */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD'];
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/**
 * The characters a redirect's path segments may hold: route names are lower-case letters, digits
 * and hyphens, and the export's files add upper case, dots and underscores. A Location made of
 * `/` and non-empty segments of these starts with `/` and a character that is neither `/` nor
 * `\`, so no browser can read it as another host (`//host`, `/\host`).
 */
export const REDIRECT_SEGMENT_CHARS = 'A-Za-z0-9._~-';
const REDIRECTABLE = new RegExp(`^(?:/[${REDIRECT_SEGMENT_CHARS}]+)+$`);

/**
 * Control characters and the backslash, in a decoded path: no file of the export has one, they
 * would end up in a Location header, and browsers read `\` as `/`.
 */
export const REFUSED_PATH_CHARS = '\\x00-\\x1f\\x7f\\\\';
const REFUSED_IN_PATH = new RegExp(`[${REFUSED_PATH_CHARS}]`);
/** A control character, which no request line or header of the site's may hold. */
export const CONTROL = /[\x00-\x1f\x7f]/;

/** The text with each control character written as \xNN, so a log line or a table row stays one line and shows the byte. */
export function printable(text: string): string {
  return text.replace(new RegExp(CONTROL.source, 'g'), (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

type Verdict = { action: 'serve' } | { action: 'redirect'; location: string } | { action: 'refuse'; status: 400 | 405 | 414 };

const refuse = (status: 400 | 405 | 414): Verdict => ({ action: 'refuse', status });

/** `target` is the request line's target as sent (`request.url`), never parsed as a URL: `//host/x` stays a path. */
export function guardRequest(method: string, target: string): Verdict {
  if (!ALLOWED_METHODS.includes(method)) return refuse(405);
  if (Buffer.byteLength(target) > hostingConfig.maxUrlBytes) return refuse(414);
  if (!target.startsWith('/') || CONTROL.test(target)) return refuse(400);
  const pathEnd = target.search(/[?#]/);
  const path = pathEnd === -1 ? target : target.slice(0, pathEnd);
  // The fragment is never sent by browsers; the query goes along with a redirect.
  const query = pathEnd !== -1 && target[pathEnd] === '?' ? target.slice(pathEnd).replace(/#.*$/, '') : '';
  try {
    if (REFUSED_IN_PATH.test(decodeURIComponent(path))) return refuse(400);
  } catch {
    return refuse(400); // Not valid percent-encoding.
  }
  const clean = normalizePath(path);
  if (clean === path) return { action: 'serve' };
  if (clean !== '/' && !REDIRECTABLE.test(clean)) return refuse(400);
  return { action: 'redirect', location: clean + query };
}
