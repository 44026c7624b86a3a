import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import matter from 'gray-matter';
import { checkContent } from '../../../lib/content/check';
import { devSiteForThisFile } from './dev-site';

const REBUILD_MS = 120_000;

const site = devSiteForThisFile();

test('a writer creates a page in a library folder through /admin, and npm run dev serves it', async ({ page }) => {
  test.setTimeout(REBUILD_MS + 60_000);
  const file = join(site().contentDir, 'beta/api/receiving-webhooks.md');

  await page.goto('/admin');
  // With decap-server running, Decap uses the files on disk instead of GitLab.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Beta', exact: true }).click();
  await page.getByRole('link', { name: /Beta page$/ }).click();
  await page.getByRole('textbox', { name: 'Folder' }).fill('api');
  await page.getByRole('textbox', { name: 'Title' }).fill('Receiving webhooks');
  await page.getByRole('textbox', { name: 'Description' }).fill('Receive Beta events over HTTP: where Beta sends them and what each request holds.');
  await page.getByRole('spinbutton', { name: 'Sidebar position (optional)' }).fill('3');
  // Decap's markdown editor has no accessible name of its own: it is the one multi-line textbox.
  await page.locator('[role="textbox"][aria-multiline="true"]').click();
  await page.keyboard.type('## Endpoint\n\nBeta posts each event to the [server](/beta/api/server).\n\n## Payload\n\nOne JSON object per event.\n');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();

  // The file is where a writer would have put it by hand, with the frontmatter the site expects.
  expect(existsSync(file)).toBe(true);
  const { data, content } = matter(readFileSync(file, 'utf8'));
  expect(data).toEqual({
    title: 'Receiving webhooks',
    description: 'Receive Beta events over HTTP: where Beta sends them and what each request holds.',
    sidebar_position: 3,
  });
  expect(content).toContain('Beta posts each event to the [server](/beta/api/server).');
  const report = checkContent(site().contentDir);
  expect(report.errors).toEqual([]);
  expect(report.routes.get('/beta/api/receiving-webhooks')).toBe('beta/api/receiving-webhooks.md');

  // The dev server picks the new file up (content check, contentlayer2) and serves its route.
  await expect(async () => {
    expect((await page.goto('/beta/api/receiving-webhooks'))?.status()).toBe(200);
  }).toPass({ timeout: REBUILD_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receiving webhooks');
  await expect(page.getByRole('heading', { level: 2, name: 'Payload' })).toBeVisible();
});
