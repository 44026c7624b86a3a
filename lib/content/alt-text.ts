/**
 * What is wrong with an image's alt text, if anything. A screen reader reads the alt text instead
 * of the picture, and a file name tells its listener nothing. Shared by the `image-alt` rule and
 * /admin's image dialog, so the CMS refuses what the build would.
 */
import { safeDecodeURIComponent } from '../navigation/routes';

type AltTextProblem = 'empty' | 'file-name' | 'comment';

// A malformed escape (`%E0%A4%A`) is the image-files rule's to report, not a reason to stop the check.
const fileName = (url: string) => safeDecodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '').toLowerCase();

export function altTextProblem(alt: string, url: string): AltTextProblem | null {
  const text = alt.trim().toLowerCase();
  if (text === '') return 'empty';
  // Alt text is text: a comment in it is published and read out, not hidden.
  if (text.includes('<!--')) return 'comment';
  const name = fileName(url);
  return [name, name.replace(/\.[^.]+$/, '')].includes(text) ? 'file-name' : null;
}
