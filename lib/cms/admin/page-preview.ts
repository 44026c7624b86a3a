/**
 * The preview pane of /admin: the page as the site shows it, rendered by the site's own markdown
 * pipeline (lib/markdown/render.ts: callouts, highlighted code, tabs, dependency blocks, tables,
 * links) inside the page's own markup, under the site's stylesheets, light or dark as the writer
 * chooses, with the images beside the page. The HTML comes only from that pipeline, which drops
 * raw HTML from the markdown and every link or image URL that could run script (rehype-safe-urls),
 * and nothing in the pane runs script: it is the page as a reader without JavaScript sees it (all
 * code tabs shown, each under its label).
 */
import type { ComponentType, ReactNode } from 'react';
import { initialColorMode, PREFERS_DARK_QUERY } from '../../browser/color-mode';
import { mediaMatches, readStored } from '../../browser/guarded-apis';
import { renderMarkdown } from '../../markdown/render';
import { siteConfig } from '../../site-config';
import { decap, type ImmutableMap, type PreviewProps } from './decap-globals';

interface PreviewState {
  /** The site's stylesheets, once read (none when the landing page did not answer). */
  stylesheets: string[] | null;
  /** How many of them have loaded or failed. */
  settled: number;
  dark: boolean;
}

/** An image's link as the file name Decap knows (`./my%20shot.png` → `./my shot.png`); a link that is not valid percent-encoding is taken as written. */
function fileName(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

/**
 * The page's HTML with each image beside it shown from where Decap has it: a file uploaded but not
 * saved yet exists only in the browser, and the site's own image route serves saved ones only
 * after a build. Parsed in an inert <template>, so nothing in it loads or runs meanwhile.
 */
function withEntryImages(html: string, getAsset: PreviewProps['getAsset']): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    if (!/^([a-z][a-z0-9+.-]*:|\/)/i.test(src)) image.setAttribute('src', getAsset(fileName(src)).toString());
  }
  return template.innerHTML;
}

/** The page's file under content/ (`alpha/install.md`), which relative links are resolved from. */
function sourcePath(entry: ImmutableMap, contentFolder: string): string {
  const path = String(entry.get('path') ?? '');
  return path.startsWith(`${contentFolder}/`) ? path.slice(contentFolder.length + 1) : 'README.md';
}

export function pagePreview(contentFolder: string, stylesheets: Promise<string[]>): ComponentType<PreviewProps> {
  const { h, createClass } = decap();
  return createClass({
    // In the mode the writer reads the site in, as the site would start for them.
    getInitialState: (): PreviewState => ({
      stylesheets: null,
      settled: 0,
      dark: initialColorMode(readStored(siteConfig.storageKeys.colorMode), mediaMatches(PREFERS_DARK_QUERY), siteConfig.colorMode.respectPrefersColorScheme, siteConfig.colorMode.defaultMode) === 'dark',
    }),
    componentDidMount() {
      void stylesheets.then((list) => this.setState({ stylesheets: list }));
    },
    render(): ReactNode {
      const { entry, getAsset } = this.props;
      const data = entry.get('data') as ImmutableMap;
      const body = String(data.get('body') ?? '');
      const { dark, stylesheets: links, settled } = this.state;
      const settle = () => this.setState((state: PreviewState) => ({ settled: state.settled + 1 }));
      // The page shows once the site's stylesheets have loaded: unstyled, a callout's icon filled the pane.
      const styled = links !== null && settled >= links.length;
      return h(
        'div',
        { 'data-theme': dark ? 'dark' : 'light', className: 'cms-preview-root bg-bg text-fg antialiased' },
        ...(links ?? []).map((href) => h('link', { key: href, rel: 'stylesheet', href, onLoad: settle, onError: settle })),
        h(
          'article',
          { className: 'cms-preview-page px-4 py-6', hidden: !styled },
          // Dressed as Decap's buttons, not the page's (preview.css): it is the editor's control, not part of the page.
          h('button', { type: 'button', 'aria-pressed': dark, className: 'cms-preview-mode', onClick: () => this.setState({ dark: !dark }) }, 'Dark mode'),
          h('h1', { className: 'mb-4 text-h1 text-fg' }, String(data.get('title') ?? '')),
          h('div', { className: 'prose max-w-content', dangerouslySetInnerHTML: { __html: withEntryImages(renderMarkdown(body, sourcePath(entry, contentFolder)).html, getAsset) } }),
        ),
      );
    },
  });
}
