import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import matter from 'gray-matter';
import { cmsRepository } from '../../../lib/cms/repository';
import { checkContent } from '../../../lib/content/check';
import { documentsFilesIn } from '../../../lib/pipeline/build-state';
import { devStateDirFor } from '../../../lib/pipeline/dev-state-dir';
import { axeOn } from '../axe';
import { renderMarkdown } from '../../../lib/markdown/render';
import { siteConfig } from '../../../lib/site-config';
import { devSiteForThisFile } from './dev-site';

const REBUILD_MS = 120_000;

const site = devSiteForThisFile();

/** /admin, logged in, with a collection open: with decap-server running, Decap uses the files on disk instead of GitLab. */
async function openCollection(page: Page, collection: string) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: collection, exact: true }).click();
}

test('a writer creates a page in a library folder through /admin, and npm run dev serves it', async ({ page }) => {
  test.setTimeout(REBUILD_MS + 60_000);
  const file = join(site().contentDir, 'beta/api/receiving-webhooks.md');

  await openCollection(page, 'Beta');
  await page.getByRole('link', { name: /Beta page$/ }).click();
  await page.getByRole('textbox', { name: 'Folder' }).fill('api');
  await page.getByRole('textbox', { name: 'Title' }).fill('Receiving webhooks');
  // A description longer than the content check allows is refused in the form, which names the limit.
  const description = page.getByRole('textbox', { name: 'Description' });
  const tooLong = 'x'.repeat(301);
  await description.fill(tooLong);
  await page.getByRole('spinbutton', { name: 'Sidebar position (optional)' }).fill('3');
  // Decap's markdown editor has no accessible name of its own: it is the one multi-line textbox.
  await page.locator('[role="textbox"][aria-multiline="true"]').click();
  await page.keyboard.type('## Endpoint\n\nBeta posts each event to the [server](/beta/api/server).\n\n## Payload\n\nOne JSON object per event.\n');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText("Description didn't match the pattern: At most 300 characters.")).toBeVisible();
  expect(existsSync(file)).toBe(false);
  await description.press('End');
  for (let typed = tooLong.length; typed > 0; typed--) await description.press('Backspace');
  await description.pressSequentially('Receive Beta events over HTTP: where Beta sends them and what each request holds.');
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

  // The dev server picks the new file up (content check, then its documents) and serves its route.
  await expect(async () => {
    expect((await page.goto('/beta/api/receiving-webhooks'))?.status()).toBe(200);
  }).toPass({ timeout: REBUILD_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receiving webhooks');
  await expect(page.getByRole('heading', { level: 2, name: 'Payload' })).toBeVisible();
});

test('a save through /admin never replaces another page nor takes its address, however late the site’s script arrives: a new page titled like one in its folder or like a folder, or a page moved onto one, is refused, naming the file', async ({ page }) => {
  // The site's script, which holds the guard, arrives late: Decap, which makes its backend as soon as it starts, must wait for it.
  await page.route('**/cms/admin.js', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fulfill({ response });
  });
  const server = join(site().contentDir, 'beta/api/server.md');
  const serverBefore = readFileSync(server, 'utf8');
  await openCollection(page, 'Beta');
  // Decap names a new page's file after its title: "Server" in api/ is server.md, which is "Beta server".
  await page.getByRole('link', { name: /Beta page$/ }).click();
  await page.getByRole('textbox', { name: 'Folder' }).fill('api');
  await page.getByRole('textbox', { name: 'Title' }).fill('Server');
  await page.getByRole('textbox', { name: 'Description' }).fill('A second page about the server.');
  await page.locator('[role="textbox"][aria-multiline="true"]').click();
  await page.keyboard.type('The server, again.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Not saved: content\/beta\/api\/server\.md already has this page's address\. Give this page another title, or another folder, and save again\.$/);
  // "API" at the top is api.md, whose route /beta/api is api/README.md's: it would never be published.
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.click();
  await title.press('End');
  for (let left = 'Server'.length; left > 0; left--) await title.press('Backspace');
  await title.pressSequentially('API');
  const folderOfNew = page.getByRole('textbox', { name: 'Folder' });
  await folderOfNew.click();
  await folderOfNew.press('End');
  for (let left = 'api'.length; left > 0; left--) await folderOfNew.press('Backspace');
  await folderOfNew.pressSequentially('/');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(/beta\/api\/README\.md already has this page's address/)).toBeVisible();
  expect(existsSync(join(site().contentDir, 'beta/api.md'))).toBe(false);

  // Moving "Using Beta" into the api folder, which (here) has a usage.md of its own. Decap asks before leaving the refused page.
  const apiUsage = join(site().contentDir, 'beta/api/usage.md');
  writeFileSync(apiUsage, '---\ntitle: Using the Beta API\ndescription: How to call the Beta API from a plugin, step by step, with one example.\n---\n\nCall it.\n');
  page.once('dialog', (dialog) => dialog.accept());
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Beta', exact: true }).click();
  await page.getByRole('link', { name: /Using Beta$/ }).click();
  const folder = page.getByRole('textbox', { name: 'Folder' });
  await folder.click();
  await folder.press('End');
  for (let left = (await folder.inputValue()).length; left > 0; left--) await folder.press('Backspace');
  await folder.pressSequentially('api');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(/beta\/api\/usage\.md already has this page's address\. Choose another folder and save again\./)).toBeVisible();
  expect(readFileSync(server, 'utf8')).toBe(serverBefore);
  expect(readFileSync(apiUsage, 'utf8')).toContain('title: Using the Beta API');
  expect(existsSync(join(site().contentDir, 'beta/usage.md'))).toBe(true);
  rmSync(apiUsage);
});

test('a page of another docs version is edited in its version’s collection and saved (Decap refuses a Folder such as "2.0")', async ({ page }) => {
  const file = join(site().contentDir, 'beta/2.0/usage.md');
  await openCollection(page, 'Beta 2.0');
  await page.getByRole('link', { name: /Using Beta 2\.0/ }).click();
  await expect(page.getByRole('textbox', { name: 'Folder' })).toHaveValue('/');
  await clickAtStartOf(page.locator('[role="textbox"][aria-multiline="true"]').getByText('The reader follows each step of the second version', { exact: false }));
  await page.keyboard.insertText('Then ');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => readFileSync(file, 'utf8')).toContain('Then The reader follows each step of the second version');
  expect(checkContent(site().contentDir).errors).toEqual([]);

  // Search finds the page in its version's collection only, not in the library's, where it could not be saved.
  await page.goto('/admin#/search/Using%20Beta');
  await expect(page.locator('a[href="#/collections/beta-2.0/entries/usage"]')).toBeVisible();
  await expect(page.locator('a[href="#/collections/beta/entries/usage"]')).toBeVisible();
  await expect(page.locator('a[href="#/collections/beta/entries/2.0/usage"]')).toBeHidden();
});

test('npm run dev listens on the loopback address only, so other machines cannot reach it', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  const outward = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);
  expect(outward.length, 'this check needs an address other than loopback').toBeGreaterThan(0);
  const answers = (host: string, onPort: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(onPort, host).setTimeout(2_000);
      const settle = (answered: boolean) => {
        socket.destroy();
        resolve(answered);
      };
      socket.once('connect', () => settle(true)).once('error', () => settle(false)).once('timeout', () => settle(false));
    });
  // The site with its content events and CMS files, and decap-server (scripts/dev.ts).
  for (const onPort of [port, port + 1]) {
    expect(await answers('127.0.0.1', onPort), `127.0.0.1:${onPort}`).toBe(true);
    for (const host of outward) expect(await answers(host, onPort), `${host}:${onPort}`).toBe(false);
  }
});

test('decap-server answers only requests that name the loopback address, so a web page reaching it by DNS rebinding writes nothing', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port) + 1;
  // /admin starts decap-server (scripts/dev.ts), under the policy the build's hosts send, which lets it talk to decap-server alone.
  const admin = await fetch(`${baseURL}/admin`);
  expect(admin.headers.get('content-security-policy')).toMatch(new RegExp(`script-src 'self' .*connect-src 'self' \\S+ blob: http://127\\.0\\.0\\.1:${port}; .*frame-ancestors 'none'`));
  const { root, contentFolder } = cmsRepository(site().contentDir);
  const page = `${contentFolder}/beta/rebound.md`;
  const save = (host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify({
        action: 'persistEntry',
        params: { branch: 'main', entry: { slug: 'rebound', path: page, raw: '---\ntitle: Rebound\n---\n' }, assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } },
      });
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1', headers: { host, 'content-type': 'application/json' } }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      request.once('error', reject).end(body);
    });
  for (const host of [`attacker.example:${port}`, `127.0.0.1.attacker.example:${port}`, '127.0.0.1']) {
    expect(await save(host), host).toEqual({ status: 403, body: expect.stringMatching(/127\.0\.0\.1 or localhost only/) });
    expect(existsSync(join(root, page)), host).toBe(false);
  }
  // The same request from /admin's own address writes the page: the refusal above is the Host check's.
  expect((await save(`localhost:${port}`)).status).toBe(200);
  expect(readFileSync(join(root, page), 'utf8')).toMatch(/title: Rebound/);
  rmSync(join(root, page));
});

/** The opening line of every fence, meta included, in order. */
const fenceLines = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('```'));

test('a writer edits a page with code tabs and a dependency block through /admin, and every fence keeps its meta', async ({ page }) => {
  test.setTimeout(REBUILD_MS + 60_000);
  const file = join(site().contentDir, 'beta/usage.md');
  // A dependency block at the end of a section, as an install section writes it.
  writeFileSync(file, readFileSync(file, 'utf8').replace('\nThen create a client', '\n```dependency\nio.gitlab.aecsocket:glossa-core compileOnly\n```\n\nThen create a client'));
  const before = matter(readFileSync(file, 'utf8')).content;
  expect(fenceLines(before).filter((line) => line.includes(' tab="'))).toHaveLength(7);
  expect(fenceLines(before)).toContain('```dependency');

  await openCollection(page, 'Beta');
  await page.getByRole('link', { name: /Using Beta/ }).click();
  const editor = page.locator('[role="textbox"][aria-multiline="true"]');
  // The editor holds the file as it is now, dependency block included, before it is edited.
  await expect(editor).toContainText('io.gitlab.aecsocket:glossa-core compileOnly');
  await clickAtStartOf(editor.getByText('Then create a client', { exact: false }));
  // One input event: typed key by key, the editor's first re-render moved the caret mid-word.
  await page.keyboard.insertText('Next, ');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();

  // decap-server writes the file after Decap reports the entry saved.
  await expect.poll(() => readFileSync(file, 'utf8')).toContain('Next, Then create a client');
  const after = matter(readFileSync(file, 'utf8')).content;
  expect(fenceLines(after)).toEqual(fenceLines(before));
  expect(after.trim()).toBe(before.replace('Then create a client', 'Next, Then create a client').trim());
  expect(checkContent(site().contentDir).errors).toEqual([]);
});

/**
 * Puts the caret at the start of the paragraph holding `text`, as a writer does: a click on its
 * first line, then Home. A click in the middle of a paragraph that wraps lands on whichever line is
 * there once the editor's fonts and panes have settled, and Home then goes to that line's start.
 */
async function clickAtStartOf(text: Locator) {
  await text.click({ position: { x: 1, y: 1 } });
  await text.page().keyboard.press('Home');
}

/** /admin with Alpha's install page open, the caret at the start of its second paragraph. */
async function editInstallPage(page: Page) {
  await openCollection(page, 'Alpha');
  await page.getByRole('link', { name: /Installing Alpha/ }).click();
  await clickAtStartOf(page.locator('[role="textbox"][aria-multiline="true"]').getByText('The install steps below', { exact: false }));
}

test('a writer inserts an image through /admin: it is uploaded beside the page, described, and the saved page passes the check', async ({ page }) => {
  // The upload lands in the content folder, which the dev server checks and builds again.
  test.setTimeout(REBUILD_MS + 60_000);
  const file = join(site().contentDir, 'alpha/install.md');
  const upload = 'tests/fixtures/site/gamma/settings-screen.png';
  const uploaded = join(site().contentDir, 'alpha/settings-screen.png');
  const original = readFileSync(file, 'utf8');
  try {
    await editInstallPage(page);

    // Decap's media library, for this page's own folder.
    const insertImage = page.getByRole('button', { name: 'Insert image' });
    await insertImage.click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(upload);
    await page.getByRole('button', { name: 'Choose selected' }).click();

    // The alt text is asked for; Escape gives up, back on the button, with nothing inserted.
    const dialog = page.getByRole('dialog', { name: 'Describe the image' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(insertImage).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByText('settings-screen.png', { exact: true }).click();
    await page.getByRole('button', { name: 'Choose selected' }).click();

    // The file name is refused as the build would refuse it.
    const alt = dialog.getByRole('textbox', { name: 'Alt text' });
    await expect(alt).toBeFocused();
    await alt.fill('settings-screen');
    await alt.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('The file name tells a reader nothing: write what the image shows.');
    await alt.fill('The settings screen of Alpha');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(dialog).toBeHidden();
    // The caret is back in the editor, after the image: the writer goes on typing.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // The preview shows the upload before it is saved.
    const shown = page.frameLocator('iframe').getByRole('img', { name: 'The settings screen of Alpha' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: REBUILD_MS / 2 }).toContain('![The settings screen of Alpha](./settings-screen.png)\n\nThe install steps below');
    expect(readFileSync(uploaded)).toEqual(readFileSync(upload));
    expect(checkContent(site().contentDir).errors).toEqual([]);
  } finally {
    writeFileSync(file, original);
    rmSync(uploaded, { force: true });
  }
});

test('the preview pane renders the page as the site does while the writer types, and runs no script from it', async ({ page }) => {
  test.setTimeout(REBUILD_MS);
  await editInstallPage(page);
  const typed = '> [!TIP] Faster installs\n> Keep the `cache` folder.\n\n```kotlin title="Install.kt"\nval alpha = Alpha.install(cache = true)\n```\n\n<img src="x" onerror="parent.ranFromContent = true">\n\n';
  await page.keyboard.insertText(typed);

  const preview = page.frameLocator('iframe');
  const callout = preview.getByRole('note', { name: 'Faster installs' });
  // The pane shows the page once the site's stylesheets have loaded, which next dev compiles on first request.
  await expect(callout).toContainText('Keep the cache folder.', { timeout: REBUILD_MS / 2 });
  // The same markup as the site's pipeline gives the page (lib/markdown/render.ts), under the site's stylesheet.
  const onTheSite = renderMarkdown(typed, 'alpha/install.md').html;
  const code = preview.locator('.code-block').filter({ hasText: 'Alpha.install' });
  for (const rendered of [callout, code]) expect(onTheSite).toContain(await rendered.evaluate((element) => element.outerHTML));
  await expect(code.locator('.token.keyword').first()).toHaveText('val');
  // The callout's edge takes its kind's colour, not the text's, once the site's stylesheet (read from next dev's landing page) applies.
  const edgeAndText = () => callout.evaluate((element) => [getComputedStyle(element).borderLeftColor, getComputedStyle(element).color]);
  await expect.poll(async () => new Set(await edgeAndText()).size, { timeout: REBUILD_MS / 2 }).toBe(2);

  // Light and dark, as the writer chooses.
  const background = () => preview.locator('[data-theme]').evaluate((element) => getComputedStyle(element).backgroundColor);
  const light = await background();
  await preview.getByRole('button', { name: 'Dark mode' }).click();
  await expect(preview.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  expect(await background()).not.toBe(light);

  // Raw HTML from the body never reaches the pane.
  await expect(preview.getByText('Faster installs')).toBeVisible();
  expect(await preview.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as { ranFromContent?: boolean }).ranFromContent)).toBeUndefined();
});

test('a save through /admin changes only what the writer changed: the file’s diff is the one word typed', async ({ page }) => {
  test.setTimeout(REBUILD_MS);
  const file = join(site().contentDir, 'gamma/images.md');
  const before = readFileSync(file, 'utf8');
  // A description longer than the 80 columns Decap's own format folded a line at.
  expect(before.split('\n').find((line) => line.startsWith('description: '))!.length).toBeGreaterThan(80);

  await openCollection(page, 'Gamma');
  await page.getByRole('link', { name: /Gamma images/ }).click();
  await clickAtStartOf(page.locator('[role="textbox"][aria-multiline="true"]').getByText('This page about gamma images', { exact: false }));
  await page.keyboard.insertText('Now ');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();

  const expected = before.replace('This page about gamma images', 'Now This page about gamma images');
  await expect.poll(() => readFileSync(file, 'utf8')).toBe(expected);
});

/** axe over the site's own controls on /admin (Decap's are Decap's to answer for). */
const axeOver = async (page: Page, ...selectors: (string | string[])[]) => {
  const builder = axeOn(page);
  for (const selector of selectors) builder.include(selector);
  return (await builder.analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
};

/** A control's focus ring once the keyboard has reached it: its outline's style and width. */
const focusRing = (control: Locator) => control.evaluate((element) => [getComputedStyle(element).outlineStyle, getComputedStyle(element).outlineWidth]);

test('the site’s controls on /admin look and work like Decap’s, with a focus ring, and the tree names folders by their pages', async ({ page }) => {
  test.setTimeout(REBUILD_MS);
  await openCollection(page, 'Beta');
  // The folder api, named as the sidebar names its page; the 2.0 folder is a collection of its own.
  const tree = page.getByRole('complementary');
  await expect(tree.getByRole('link', { name: 'Beta API' })).toHaveAttribute('href', '#/collections/beta/filter/api');
  await expect(tree.getByRole('link', { name: 'Beta 2.0' })).toHaveAttribute('href', '#/collections/beta-2.0');
  await expect(tree.locator('a[href="#/collections/beta/filter/2.0"]')).toBeHidden();
  await expect(tree.getByRole('link', { name: '2.0', exact: true })).toHaveCount(0);
  // Opening a renamed folder with a folder inside keeps the editor working (renaming its title's
  // container, which holds the expand caret, once made Decap's redraw fail).
  await tree.getByRole('link', { name: 'Beta API' }).click();
  await expect(page.getByRole('link', { name: /Beta client/ })).toBeVisible();
  await expect(page.getByText("There's been an error")).toHaveCount(0);
  await expect(tree.getByRole('link', { name: 'Beta events' })).toBeVisible();

  await page.getByRole('link', { name: 'Alpha', exact: true }).click();
  await page.getByRole('link', { name: /Installing Alpha/ }).click();
  const insertImage = page.getByRole('button', { name: 'Insert image' });
  await insertImage.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await focusRing(insertImage)).toEqual(['solid', '2px']);
  const darkMode = page.frameLocator('iframe').getByRole('button', { name: 'Dark mode' });
  await expect(darkMode).toBeVisible({ timeout: REBUILD_MS / 2 });
  expect(await axeOver(page, '.cms-button', ['iframe', '.cms-preview-mode'])).toEqual([]);
  await darkMode.click();
  await expect(darkMode).toHaveAttribute('aria-pressed', 'true');
  expect(await axeOver(page, ['iframe', '.cms-preview-mode'])).toEqual([]);

  // The alt-text dialog: its field has a border and a ring while it has focus.
  await insertImage.click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles('tests/fixtures/site/gamma/settings-screen.png');
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Describe the image' });
  const alt = dialog.getByRole('textbox', { name: 'Alt text' });
  await expect(alt).toBeFocused();
  expect(await alt.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('2px');
  expect(await axeOver(page, '.cms-dialog')).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await focusRing(dialog.getByRole('button', { name: 'Cancel' }))).toEqual(['solid', '2px']);
  await page.keyboard.press('Escape');
  rmSync(join(site().contentDir, 'alpha/settings-screen.png'), { force: true });
});

test('the preview starts in the mode the writer reads the site in, with room for Decap’s buttons beside its text', async ({ page }) => {
  test.setTimeout(REBUILD_MS);
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), siteConfig.storageKeys.colorMode);
  await editInstallPage(page);
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true', { timeout: REBUILD_MS / 2 });
  // Decap's "Toggle preview" and "Sync scrolling" float over the pane's right edge.
  const textEnd = await preview.locator('.prose').evaluate((node) => node.getBoundingClientRect().right);
  const paneWidth = await preview.locator('body').evaluate((node) => node.getBoundingClientRect().width);
  expect(paneWidth - textEnd).toBeGreaterThanOrEqual(64);
  // The page's dark background reaches the frame's foot, below a short page's text too.
  const [frameHeight, backgroundHeight] = await preview.locator('body').evaluate((body) => [window.innerHeight, parseFloat(getComputedStyle(body.querySelector('[data-theme]')!).minHeight)]);
  expect(backgroundHeight).toBeGreaterThanOrEqual(frameHeight);
});

test('/admin is usable on a phone: the editor takes the width, nothing scrolls sideways, the preview is hidden', async ({ page }) => {
  test.setTimeout(REBUILD_MS);
  await page.setViewportSize({ width: 390, height: 844 });
  await editInstallPage(page);
  for (const name of [/^Publish/, /^Delete entry/]) await expect(page.getByRole('button', { name }).first()).toBeInViewport();
  // The body's editor, where the caret is, spans the screen inside its margins.
  const editor = await page.locator('[role="textbox"][aria-multiline="true"]').boundingBox();
  expect(editor!.x).toBeGreaterThanOrEqual(0);
  expect(editor!.x + editor!.width).toBeLessThanOrEqual(390);
  expect(editor!.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expect(page.locator('iframe')).toBeHidden();
});

test('npm run dev shows the images beside a page, each variant drawn when the browser asks for it', async ({ page, request }) => {
  test.setTimeout(REBUILD_MS);
  await page.goto('/gamma/images');
  const settings = page.getByRole('img', { name: 'The settings screen, with the language field filled in' });
  await expect.poll(() => settings.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: REBUILD_MS }).toBeGreaterThan(0);
  // Chromium takes the WebP variant, which the build draws, not the source PNG.
  expect(await settings.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_images\/settings-screen-[0-9a-f]{16}-\d+\.webp$/);
  const diagram = page.getByRole('img', { name: 'KtRuntime loads first, then Alexandria, then Sokol' });
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const svg = await request.get((await diagram.getAttribute('src'))!);
  expect(svg.headers()).toMatchObject({ 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" });
});

test("npm run dev answers a moved page's old route with a permanent redirect to the page, and an address no page has with the not-found page, whose search says it needs a build", async ({ page, request }) => {
  test.setTimeout(REBUILD_MS);
  // gamma/faq.md lists /gamma/questions in its redirect_from.
  const response = await request.get('/gamma/questions', { maxRedirects: 0, timeout: REBUILD_MS });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/gamma/faq');
  await page.goto('/gamma/questions');
  await expect(page).toHaveURL(/\/gamma\/faq$/);
  // Every time: next dev exporting as the build does answered 500 once a read of its list of pages
  // in the background had not found the address.
  for (const time of [1, 2, 3]) {
    expect((await request.get('/gamma/never-was', { maxRedirects: 0 })).status(), `time ${time}`).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await page.goto('/gamma/never-was');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // Its search, which a build's pages are indexed for, says so rather than failing to load.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Search/ }).click();
  await page.getByRole('dialog', { name: 'Search docs' }).getByRole('combobox', { name: 'Search docs' }).fill('gamma');
  await expect(page.getByRole('dialog', { name: 'Search docs' })).toContainText('Search needs the built site: npm run dev has no search index. Run npm run build, then npm run serve.');
});

test('a page saved while npm run dev runs answers its first visit, though nothing asked next dev for a page since', async ({ request }) => {
  test.setTimeout(REBUILD_MS);
  // next dev has read the route's list of pages, before the new page.
  expect((await request.get('/gamma/faq')).status()).toBe(200);
  writeFileSync(join(site().contentDir, 'gamma/limits.md'), '---\ntitle: Gamma limits\ndescription: How far Gamma goes, its limits on requests and payloads, and what to do at them.\n---\n\nText.\n');
  const routesFile = documentsFilesIn(devStateDirFor(site().contentDir)).routes;
  await expect.poll(() => existsSync(routesFile) && readFileSync(routesFile, 'utf8').includes('"/gamma/limits"'), { timeout: REBUILD_MS }).toBe(true);
  // Any request would have next dev read its list of pages again: this test's first one is the visit.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect((await request.get('/gamma/limits')).status()).toBe(200);
});
