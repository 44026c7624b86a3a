import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { devSiteForThisFile } from './dev-site';

const REBUILD_MS = 60_000;

const site = devSiteForThisFile();

/** Saves `text` as editors do: a temporary file renamed over the page. */
function save(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

test('a page open in npm run dev shows each save without a reload, where the writer was reading, and stays while it has errors; its Markdown copy follows', async ({ page }) => {
  test.setTimeout(4 * REBUILD_MS);
  const file = join(site().contentDir, 'gamma/faq.md');
  const original = readFileSync(file, 'utf8');
  await page.goto('/gamma/faq');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Which artifact holds Gamma?' })).toBeVisible();
  // Gone if the page is loaded again: the saves must show in this very document.
  await page.evaluate(() => Object.assign(window, { openSinceTheFirstSave: true }));
  // Where the writer is reading: this heading, near the top of the window.
  const readingAt = article.getByRole('heading', { level: 2, name: 'Which artifact holds Gamma?' });
  await readingAt.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 80));
  const topOf = async () => (await readingAt.boundingBox())!.y;
  const readingTop = await topOf();
  const scrolled = await page.evaluate(() => window.scrollY);

  // The body (a paragraph above where the writer reads), the frontmatter, a code block and an image beside the page, in one save.
  save(
    file,
    original
      .replace('title: Gamma FAQ', 'title: Gamma questions')
      .replace('## Which artifact holds Gamma?', `${'A paragraph added above, long enough to take a few lines of the column. '.repeat(6)}\n\n## Which artifact holds Gamma?`)
      .replace('One artifact holds all of Gamma.', 'One artifact holds all of Gamma, since version 2.\n\n![The settings screen](./settings-screen.png)')
      .replace('implementation("org.example:gamma:2.0.0")', 'implementation("org.example:gamma:2.1.0")'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gamma questions', { timeout: REBUILD_MS });
  await expect(article.getByText('One artifact holds all of Gamma, since version 2.')).toBeVisible();
  await expect(article.getByRole('img', { name: 'The settings screen' })).toBeVisible();
  await expect(article.getByText('org.example:gamma:2.1.0').first()).toBeAttached();
  // Text came above it, yet the heading is where it was on the screen.
  await expect.poll(topOf).toBeCloseTo(readingTop, 0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  // The page's Markdown copy, which "Copy page" and readers' tools fetch, follows the save too.
  const markdownCopy = await page.request.get('/gamma/faq.md');
  expect(markdownCopy.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await markdownCopy.text()).toMatch(/^# Gamma questions\n[^]*since version 2\./);
  // A title that takes three lines where it took one, which the page's payload brings apart from the body: the heading stays put.
  const longTitle = 'Gamma questions, with the answers its readers asked for most often in its first year';
  const readingTopNow = await topOf();
  save(file, readFileSync(file, 'utf8').replace('title: Gamma questions', `title: ${longTitle}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(longTitle, { timeout: REBUILD_MS });
  await expect.poll(topOf).toBeCloseTo(readingTopNow, 0);

  // A new page shows in the open page's sidebar.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  save(join(site().contentDir, 'gamma/glossary.md'), '---\ntitle: Gamma glossary\ndescription: The words Gamma uses, each with what it means in Gamma.\nsidebar_position: 20\n---\n\nEvery word Gamma uses.\n');
  await expect(sidebar.getByRole('link', { name: 'Gamma glossary' })).toBeVisible({ timeout: REBUILD_MS });
  expect(await page.evaluate(() => 'openSinceTheFirstSave' in window)).toBe(true);

  // A file-level error: the panel names it, and the page stays as it last passed.
  save(file, readFileSync(file, 'utf8').replace('sidebar_position: 14', 'sidebar_position: 14\nsidebar_lable: FAQ'));
  const panel = page.getByRole('region', { name: 'Content check' });
  await expect(panel).toContainText('sidebar_lable', { timeout: REBUILD_MS });
  await expect(panel).toContainText('This page has 1 error: as saved it cannot be published, so it shows as it last passed the check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(longTitle);
  expect((await page.request.get('/gamma/faq')).status()).toBe(200);
  // The page being fixed is read beside the panel, which folds away.
  await panel.getByRole('button', { name: /^Content check: 1 error/ }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);

  // A new page that has never passed the check shows its errors at its route.
  rmSync(join(site().contentDir, 'gamma/glossary.md'));
  save(join(site().contentDir, 'gamma/limits.md'), '---\ntitle: Gamma limits\ndescription: How far Gamma goes: its limits on requests and payloads.\ncolour: red\n---\n\nText.\n');
  await expect(async () => {
    await page.goto('/gamma/limits');
    await expect(page.getByRole('region', { name: 'Content check' })).toContainText('content/gamma/limits.md', { timeout: 2_000 });
  }).toPass({ timeout: REBUILD_MS });
  await expect(page.getByRole('region', { name: 'Content check' })).toContainText('This page has 1 error');
});

test('npm run dev started again checks only what changed while it was stopped, and shows it', async ({ page }) => {
  test.setTimeout(4 * REBUILD_MS);
  const file = join(site().contentDir, 'beta/usage.md');
  const from = site().log().length;
  await site().restart(() => save(file, readFileSync(file, 'utf8').replace('title: Using Beta', 'title: Using Beta, edited while dev was stopped')));
  await expect.poll(() => site().log().slice(from), { timeout: REBUILD_MS }).toMatch(/content: \d+ of (\d+) files unchanged since the last run, their checks kept; 1 checked again/);
  await page.goto('/beta/usage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Using Beta, edited while dev was stopped', { timeout: REBUILD_MS });
});
