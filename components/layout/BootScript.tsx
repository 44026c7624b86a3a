'use client';

import { BOOT_SCRIPT_ID, takeBootScript } from './boot-script-handoff';

/**
 * The boot script (lib/browser/boot-script.ts), once in the HTML: the server writes the text the
 * root layout handed over (boot-script-handoff.ts), and hydration keeps the text the document has.
 */
export function BootScript() {
  const text = typeof window === 'undefined' ? takeBootScript() : (document.getElementById(BOOT_SCRIPT_ID)?.textContent ?? '');
  return <script id={BOOT_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
