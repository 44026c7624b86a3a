import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright cannot download its own browser here, so tests drive Debian's chromium. The flags
 * keep it from reaching out to the network at start-up, which this machine refuses.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};
