import { test as base } from '@playwright/test';
import { escapeRegExp, sitePath } from '../../lib/navigation/routes';

export { expect } from '@playwright/test';

/**
 * The browser tests of the mechanics run on a site at the root of its host and on one built for a
 * base path (playwright.config.ts gives each project its `basePath`). `page.goto('/x')` resolves
 * against the host, not the base URL's path, so a test names a page by its route through `sitePath`,
 * which puts it where this project's site is served.
 */
export const test = base.extend<{ basePath: string; sitePath: (path: string) => string }>({
  basePath: ['', { option: true }],
  sitePath: async ({ basePath }, provide) => {
    await provide((path) => sitePath(path, basePath));
  },
});

/** A URL whose path ends with `path`, for `toHaveURL`: `urlEndingWith(sitePath('/'))` is the landing page wherever it is served. */
export const urlEndingWith = (path: string) => new RegExp(`${escapeRegExp(path)}$`);
