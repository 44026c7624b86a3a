import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/browser';
import { escapeRegExp } from '../../lib/navigation/routes';
import { startStaticServer } from './static-server';

/** The options both search benchmarks take: the export to serve, and the port to serve it on. */
export const searchDialogOptions = { site: { type: 'string', default: 'out' }, port: { type: 'string' } } as const;

/**
 * Serves the export `site` (on `port`, else a spare one), opens its landing page in Chromium and the
 * search dialog with Ctrl+K, hands the page to `measure`, then closes the browser and stops the server.
 */
export async function withSearchDialog({ site, port }: { site: string; port?: string }, measure: (page: Page) => Promise<void>): Promise<void> {
  const server = await startStaticServer(process.cwd(), site, port === undefined ? undefined : Number(port));
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/`);
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search docs' }).waitFor();
      await measure(page);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/**
 * The dialog's answer to `query` on screen: its status names the query, or, where the dialog
 * corrected a word, it offers to search the query as typed instead.
 */
export function answerTo(page: Page, query: string): Locator {
  const dialog = page.getByRole('dialog', { name: 'Search docs' });
  const named = dialog.getByRole('status').filter({ hasText: new RegExp(`for ${escapeRegExp(query)}( in .*)?$`) });
  return named.or(dialog.getByRole('button', { name: `Search for “${query}” instead`, exact: true }));
}
