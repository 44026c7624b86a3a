/**
 * Hands the boot script's text from the root layout (a server component) to BootScript's render
 * into the HTML without a prop: a prop would put the text in every page's RSC payload too, a second
 * copy in its HTML. Next renders the RSC tree and the HTML in the same process, from two module
 * graphs, so the text is on globalThis under a registered symbol both graphs reach. It is the same
 * for every page, so it stays there.
 */
const KEY = Symbol.for('phosphorous.bootScript');

type WithBootScript = typeof globalThis & { [KEY]?: string };

/** The id of the boot script's element, by which the browser finds the text it already has. */
export const BOOT_SCRIPT_ID = 'boot-script';

export function handOverBootScript(text: string): void {
  (globalThis as WithBootScript)[KEY] = text;
}

export function takeBootScript(): string {
  const text = (globalThis as WithBootScript)[KEY];
  if (text === undefined) throw new Error('The root layout handed over no boot script.');
  return text;
}
