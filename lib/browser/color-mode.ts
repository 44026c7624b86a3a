import type { ColorMode } from '../site-config';

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The mode a page starts in: a valid stored choice wins; otherwise the system preference when
 * the site is configured to respect it; otherwise the default. Self-contained: the boot script
 * inlines its source.
 */
export function initialColorMode(
  stored: string | null,
  prefersDark: boolean,
  respectPrefersColorScheme: boolean,
  defaultMode: ColorMode,
): ColorMode {
  if (stored === 'light' || stored === 'dark') return stored;
  if (respectPrefersColorScheme) return prefersDark ? 'dark' : 'light';
  return defaultMode;
}
