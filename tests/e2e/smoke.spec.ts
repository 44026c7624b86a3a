import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_VERSION_ROUTES, gotoHydrated, markWindow, VIEWPORTS, windowMarkerSurvived } from './helpers';
import { dialogTapTargetFailures, tapTargetFailures } from './tap-targets';

/**
 * The main flows end to end on the real content. The mechanics behind them are tested in depth on
 * the fixture site (tests/e2e/fixture/); this suite only shows that they work on the real pages.
 */
const DEEP_PAGE = '/glossa/concepts/icu';
const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test.describe('smoke test on the real site', () => {
  test('a deep page opens with its sidebar at the current page and its table of contents', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, DEEP_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ICU MessageFormat');
    await expect(sidebarOf(page).getByRole('link', { name: 'ICU MessageFormat' })).toHaveAttribute('aria-current', 'page');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.getByRole('link', { name: 'Plurals', exact: true }).click();
    await expect(page).toHaveURL(/\/glossa\/concepts\/icu#plurals$/);
  });

  test('an install section shows its dependencies for each build tool, with the repository they come from', async ({ page }) => {
    await gotoHydrated(page, '/craftbullet');
    const section = (title: string) => page.getByLabel(title, { exact: true });
    await expect(section('build.gradle.kts')).toContainText('compileOnly("com.gitlab.aecsocket.craftbullet:craftbullet-core:0.2.3")');
    await expect(section('build.gradle.kts')).toContainText('maven("https://gitlab.com/api/v4/groups/9631292/-/packages/maven")');
    await expect(section('build.gradle')).toContainText("compileOnly 'com.github.stephengold:Libbulletjme:17.4.0'");
    await expect(section('pom.xml')).toContainText('<artifactId>craftbullet-paper</artifactId>');
    await expect(section('pom.xml')).toContainText('<scope>provided</scope>');
    await expect(section('gradle/libs.versions.toml')).toContainText('craftbullet-core = { module = "com.gitlab.aecsocket.craftbullet:craftbullet-core", version.ref = "craftbullet" }');
  });

  test('without JavaScript, a deep page’s sidebar links every route of the default versions, or the category page that lists it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(DEEP_PAGE);
    const hrefs = new Set(await sidebarOf(page).getByRole('link', { includeHidden: true }).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')));
    expect([...hrefs].every((href) => (DEFAULT_VERSION_ROUTES as readonly string[]).includes(href))).toBe(true);
    // A category past the sidebar's link budget shows its own page, which lists the pages in it.
    const categoryOf = (route: string) => route.slice(0, route.lastIndexOf('/'));
    const unreachable = DEFAULT_VERSION_ROUTES.filter((route) => !hrefs.has(route) && !hrefs.has(categoryOf(route)));
    expect(unreachable).toEqual([]);
    expect(hrefs.size).toBeGreaterThan(DEFAULT_VERSION_ROUTES.length / 2);
    await context.close();
  });

  test('on a phone the drawer opens at the current page and follows a link', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(DEEP_PAGE);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'ICU MessageFormat' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('link', { name: 'Sokol', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/sokol$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sokol');
  });

  test('search finds a real page and opens it', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('MessageFormat');
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    const glossa = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').filter({ hasText: 'Glossa' }).first();
    await expect(glossa).toBeVisible();
    await glossa.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/:\d+\/glossa\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // Pagefind alone matches neither: the index adds the later parts of `TypeSerializerCollection` and
  // `entity_slot_in_map` (a heading of Sokol's component reference, which no page writes shorter).
  test('a search for the later part of an identifier leads to the page that writes it first', async ({ page }) => {
    for (const [query, route] of [
      ['SerializerCollection', '/alexandria/api'],
      ['slot_in_map', '/sokol/components/composition'],
    ] as const) {
      await test.step(`“${query}” leads to ${route} first`, async () => {
        await page.goto('/');
        await page.keyboard.press('Control+k');
        await page.keyboard.type(query);
        const dialog = page.getByRole('dialog', { name: 'Search docs' });
        await dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().click();
        await expect(page).toHaveURL(new RegExp(`:\\d+${route}(#|$)`));
      });
    }
  });

  // The index's identifier tails stay out of what results show: a title (`CraftBullet API`), a
  // heading (`The entry object: CraftBulletAPI`) and an import list (Calibre's `ComponentIdAccess`).
  test('the results show only the pages’ own words', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    for (const [query, shown] of [
      ['CraftBulletAPI', /^CraftBullet API.*› The entry object: CraftBulletAPI/],
      ['IdAccess', /^Calibre API.*import com\.gitlab\.aecsocket\.sokol\.core\.ComponentIdAccess import/],
    ] as const) {
      await test.step(`for “${query}”`, async () => {
        await page.keyboard.press('Control+k');
        await dialog.getByRole('combobox', { name: 'Search docs' }).fill(query);
        const results = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
        await expect(results.filter({ hasText: shown })).toHaveCount(1);
        for (const text of await results.allInnerTexts()) expect(text).not.toMatch(/CraftBullet\s+Bullet\b|BulletAPI\s+API\b|ComponentIdAccess\s+IdAccess\b/);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
  });

  test('the not-found page of a mistyped address leads to the page meant', async ({ page }) => {
    await page.goto('/glossa/concept/icu');
    await expect(page.getByText('Did you mean ICU MessageFormat (/glossa/concepts/icu)?')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'ICU MessageFormat' }).click();
    await expect(page).toHaveURL(/:\d+\/glossa\/concepts\/icu$/);
  });

  test('a sidebar link changes the page without a full reload', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, '/');
    await markWindow(page);
    await sidebarOf(page).getByRole('link', { name: 'Glossa', exact: true }).click();
    await expect(page).toHaveURL(/\/glossa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossa');
    await expect(page).toHaveTitle('Glossa | Phosphorous');
    expect(await windowMarkerSurvived(page)).toBe(true);
  });
});

test.describe('reading layout on the real site', () => {
  // An API reference with wide tables of long member names.
  const API_PAGE = '/craftbullet/api';

  test('at 1000px the text column of a reference page is at least 600px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(API_PAGE);
    expect((await page.getByRole('main').getByRole('article').boundingBox())!.width).toBeGreaterThanOrEqual(600);
  });

  test('on a phone a reference page never scrolls sideways, and every table that scrolls is a focusable, labelled region', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoHydrated(page, API_PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const regions = page.getByRole('main').getByRole('region', { name: /^Table: / });
    expect(await regions.count()).toBeGreaterThan(0);
    for (const region of await regions.all()) {
      if (await region.evaluate((node) => node.scrollWidth <= node.clientWidth)) continue;
      await region.focus();
      await expect(region).toBeFocused();
      expect(await region.evaluate((node) => Number(getComputedStyle(node.parentElement!, '::after').opacity))).toBeGreaterThan(0.9);
    }
  });

  // Landing cards and diagram, a guide, a concepts page, a long API reference, a dependency block's
  // tabs: one page visits each in turn.
  test('at 390px every tap target of a landing, guide, concepts, API and install page is at least 24×24 px or spaced apart', async ({ page }) => {
    // Five loads, each within what one used to have.
    test.setTimeout(5 * 30_000);
    await page.setViewportSize(VIEWPORTS.phone);
    for (const path of ['/', '/glossa/api/intro', '/sokol/concepts', '/alexandria/api', '/craftbullet']) {
      await test.step(path, async () => {
        await gotoHydrated(page, path);
        await page.getByText('On this page', { exact: true }).filter({ visible: true }).click();
        expect(await tapTargetFailures(page.locator('body')), path).toEqual([]);
      });
    }
  });

  test('at 390px every tap target of the drawer and the search dialog is at least 24×24 px or spaced apart', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoHydrated(page, '/craftbullet');
    expect(await dialogTapTargetFailures(page, 'physics')).toEqual({ drawer: [], search: [] });
  });

  test('after following a sidebar link, the first Tab reaches the skip link', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, '/');
    await sidebarOf(page).getByRole('link', { name: 'Glossa', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossa');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });
});
