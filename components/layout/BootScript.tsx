'use client';

import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';
import { takeBootScript } from './boot-script-handoff';

/**
 * The boot script (lib/browser/boot-script.ts), once in the HTML: the server writes the text the
 * root layout handed over (boot-script-handoff.ts), and hydration keeps the text the document has.
 */
export function BootScript() {
  const text = typeof window === 'undefined' ? takeBootScript() : (document.getElementById(LAYOUT_IDS.bootScript)?.textContent ?? '');
  return <script id={LAYOUT_IDS.bootScript} dangerouslySetInnerHTML={{ __html: text }} />;
}
