/**
 * Design tokens. Each colour has a light and a dark value; a small plugin writes them as CSS
 * custom properties under [data-theme], and the theme maps token names to those properties, so
 * components use names such as `bg-surface` and `text-muted` and follow both modes with no
 * `dark:` variants. Change a value here and the whole site follows.
 */
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { mediaWidth, siteConfig } from './lib/site-config';

export const colorTokens = {
  light: {
    bg: '#ffffff',
    surface: '#f4f6f5',
    fg: '#1c1e21',
    muted: '#4f5660',
    border: '#d5dbd9',
    accent: '#0b6e4f',
    'accent-soft': '#e3f3ec',
    'accent-fg': '#ffffff',
    ring: '#1d4ed8',
    'announcement-bg': '#0b6e4f',
    'announcement-fg': '#ffffff',
    'footer-bg': '#1b1f24',
    'footer-fg': '#e6e9ed',
    'code-bg': '#f6f8fa',
    'code-fg': '#24292f',
    'code-title-bg': '#eaeef2',
    'code-highlight': '#fff3c4',
    'code-comment': '#57606a',
    'code-keyword': '#b3261e',
    'code-string': '#0a3069',
    'code-number': '#0550ae',
    'code-function': '#6639ba',
    'code-property': '#873800',
    'code-punctuation': '#3b434b',
    'code-line-number': '#57606a',
    'code-inserted-bg': '#e6ffec',
    'code-inserted-sign': '#116329',
    'code-deleted-bg': '#ffebe9',
    'code-deleted-sign': '#a40e26',
    'note-bg': '#eef5ff',
    'note-border': '#2563eb',
    'note-title': '#1d4ed8',
    'tip-bg': '#ecfbf2',
    'tip-border': '#15803d',
    'tip-title': '#166534',
    'warning-bg': '#fff7e6',
    'warning-border': '#b45309',
    'warning-title': '#8a3b0a',
    'important-bg': '#f5f0ff',
    'important-border': '#7c3aed',
    'important-title': '#6d28d9',
    'caution-bg': '#fff0f0',
    'caution-border': '#dc2626',
    'caution-title': '#b91c1c',
  },
  dark: {
    bg: '#111417',
    surface: '#171b1f',
    fg: '#e4e7eb',
    muted: '#a7afb8',
    border: '#2c3338',
    accent: '#5ad6a8',
    'accent-soft': '#17322a',
    'accent-fg': '#0b1f18',
    ring: '#93c5fd',
    'announcement-bg': '#17322a',
    'announcement-fg': '#d7f7ea',
    'footer-bg': '#0a0c0e',
    'footer-fg': '#e6e9ed',
    'code-bg': '#0d1117',
    'code-fg': '#e6edf3',
    'code-title-bg': '#161b22',
    'code-highlight': '#2d2a14',
    'code-comment': '#8b949e',
    'code-keyword': '#ff7b72',
    'code-string': '#a5d6ff',
    'code-number': '#79c0ff',
    'code-function': '#d2a8ff',
    'code-property': '#ffa657',
    'code-punctuation': '#c9d1d9',
    'code-line-number': '#8b949e',
    'code-inserted-bg': '#12261e',
    'code-inserted-sign': '#7ee787',
    'code-deleted-bg': '#2d1518',
    'code-deleted-sign': '#ffa198',
    'note-bg': '#0f2236',
    'note-border': '#3b82f6',
    'note-title': '#93c5fd',
    'tip-bg': '#0f2a1c',
    'tip-border': '#22c55e',
    'tip-title': '#86efac',
    'warning-bg': '#2b1f0e',
    'warning-border': '#f59e0b',
    'warning-title': '#fcd34d',
    'important-bg': '#221a38',
    'important-border': '#a78bfa',
    'important-title': '#c4b5fd',
    'caution-bg': '#2d1416',
    'caution-border': '#f87171',
    'caution-title': '#fca5a5',
  },
} as const;

export type ColorTokenName = keyof typeof colorTokens.light;

const cssVariables = (mode: keyof typeof colorTokens) =>
  Object.fromEntries(Object.entries(colorTokens[mode]).map(([name, value]) => [`--color-${name}`, value]));

const colorModeVariables = plugin(({ addBase }) => {
  addBase({
    // [data-theme="light"] too, so a part of a dark page can show light mode (the designers' page).
    ':root, [data-theme="light"]': { ...cssVariables('light'), colorScheme: 'light' },
    '[data-theme="dark"]': { ...cssVariables('dark'), colorScheme: 'dark' },
    // Paper is light: a page printed in dark mode is printed in light mode's colours.
    '@media print': { '[data-theme="dark"]': { ...cssVariables('light'), colorScheme: 'light' } },
    // The site's address, which a printed page writes before each link to the site (styles/print.css).
    ':root': { '--site-origin': JSON.stringify(new URL(siteConfig.url).origin) },
  });
});

const config = {
  content: [],
  theme: {
    extend: {
      colors: Object.fromEntries(
        Object.keys(colorTokens.light).map((name) => [name, `var(--color-${name})`]),
      ),
      fontFamily: {
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', '"Liberation Mono"', 'monospace'],
      },
      fontSize: {
        code: ['0.875rem', { lineHeight: '1.6' }],
        body: ['1rem', { lineHeight: '1.7' }],
        small: ['0.875rem', { lineHeight: '1.5' }],
        // Shrinks on phones under 380 px so a long title word still fits the line.
        h1: ['clamp(1.75rem, 9.5vw, 2.25rem)', { lineHeight: '1.2', fontWeight: '700' }],
        h2: ['1.6rem', { lineHeight: '1.3', fontWeight: '700' }],
        h3: ['1.25rem', { lineHeight: '1.35', fontWeight: '650' }],
      },
      spacing: {
        navbar: '3.75rem',
        sidebar: '18rem',
        toc: '14rem',
        content: '50rem',
      },
      borderRadius: {
        control: '0.375rem',
        card: '0.75rem',
      },
      screens: {
        desktop: mediaWidth(siteConfig.layout.desktopBreakpointPx + 1),
        'toc-column': mediaWidth(siteConfig.layout.tocColumnBreakpointPx + 1),
      },
      maxWidth: {
        page: '90rem',
      },
    },
  },
  plugins: [colorModeVariables],
} satisfies Config;

export default config;
