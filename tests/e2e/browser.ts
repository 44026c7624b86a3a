import type { LaunchOptions } from '@playwright/test';

/** Debian's chromium, the browser readers use: the `chromium` project's specs (playwright.config.ts), screenshots and benchmarks run in it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: Chromium from the same source and version, without the
 * browser's own layer (windows, profiles, extensions, the PDF viewer), which a page never sees.
 * It is what Playwright runs headless tests in when it downloads its own browsers (Playwright
 * 1.49's release notes). Opening a page in a fresh context costs half the processor time it costs
 * in chromium, and a browser test is mostly that (docs/performance.md, "What a browser test costs").
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Playwright cannot download its own browser here, so tests drive Debian's. The flags keep it from
 * reaching out to the network at start-up, which this machine refuses.
 */
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export const chromiumLaunchOptions: LaunchOptions = { executablePath: CHROMIUM, args };
export const headlessShellLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_HEADLESS_SHELL, args };
