import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/browser';
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
    server.stop();
  }
}
