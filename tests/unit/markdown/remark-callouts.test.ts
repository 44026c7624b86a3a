import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const render = (markdown: string) => renderMarkdown(markdown, 'guide.md').html;
const calloutOf = (markdown: string) => parseHtml(render(markdown)).querySelector('div.callout')!;

describe('remark-callouts', () => {
  it('turns a [!NOTE] blockquote into a note named and titled "Note", with its icon', () => {
    expect(render('> [!NOTE]\n> Keep the **server** running.')).toMatch(
      new RegExp(
        [
          '^<div class="callout callout-note" role="note" aria-label="Note">',
          '<p class="callout-title"><svg class="callout-icon" aria-hidden="true" viewBox="0 0 24 24"[^>]*>(<path d="[^"]+"></path>)+</svg><span class="callout-title-text">Note</span></p>',
          '<p>Keep the <strong>server</strong> running.</p>',
          '</div>$',
        ].join('\n'),
      ),
    );
  });

  it.each([
    ['NOTE', 'callout-note', 'Note'],
    ['TIP', 'callout-tip', 'Tip'],
    ['IMPORTANT', 'callout-important', 'Important'],
    ['WARNING', 'callout-warning', 'Warning'],
    ['CAUTION', 'callout-caution', 'Caution'],
    ['warning', 'callout-warning', 'Warning'],
    ['Caution', 'callout-caution', 'Caution'],
  ])('renders [!%s] as div.%s titled "%s"', (kind, className, title) => {
    const root = parseHtml(render(`> [!${kind}]\n> Body text.`));
    const callout = root.querySelector('div.callout');
    expect(root.querySelector('blockquote')).toBeNull();
    expect(callout?.classList.contains(className)).toBe(true);
    expect(callout?.getAttribute('role')).toBe('note');
    expect(callout?.getAttribute('aria-label')).toBe(title);
    expect(callout?.firstElementChild?.className).toBe('callout-title');
    expect(callout?.firstElementChild?.textContent).toBe(title);
    expect(callout?.textContent).not.toContain('[!');
    expect(callout?.querySelector('p:last-child')?.textContent).toBe('Body text.');
  });

  it('draws a different icon for each kind', () => {
    const icons = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'].map((kind) => calloutOf(`> [!${kind}]\n> Body.`).querySelector('svg.callout-icon')!.innerHTML);
    expect(new Set(icons).size).toBe(5);
  });

  it('takes text on the marker line as the title, inline code and emphasis included, and names the note by it', () => {
    const callout = calloutOf('> [!TIP] Faster `gradle` *builds*\n> Run it twice.');
    const title = callout.querySelector('.callout-title-text')!;
    expect(title.innerHTML).toBe('Faster <code data-symbol="gradle" class="code-unbroken">gradle</code> <em>builds</em>');
    expect(callout.getAttribute('aria-label')).toBe('Faster gradle builds');
    expect([...callout.children].map((child) => child.textContent)).toEqual(['Faster gradle builds', 'Run it twice.']);
  });

  it("counts a writer's title as prose, never the kind's label", () => {
    expect(renderMarkdown('> [!TIP] Faster builds\n> Run it twice.', 'a.md').text).toBe('Faster builds Run it twice.');
    expect(renderMarkdown('> [!TIP]\n> Run it twice.', 'a.md').text).toBe('Run it twice.');
  });

  it('renders [!KIND]- as a closed <details> and [!KIND]+ as an open one, the title as its summary with a fold indicator', () => {
    for (const [sign, open] of [['-', false], ['+', true]] as const) {
      const callout = calloutOf(`> [!NOTE]${sign} Stack trace\n> Line one.\n>\n> Line two.`);
      expect(callout.getAttribute('role')).toBe('note');
      expect(callout.getAttribute('aria-label')).toBe('Stack trace');
      const details = callout.querySelector(':scope > details')!;
      expect(details.hasAttribute('open')).toBe(open);
      const summary = details.firstElementChild!;
      expect(summary.tagName).toBe('SUMMARY');
      expect(summary.className).toBe('callout-title');
      expect(summary.textContent).toBe('Stack trace');
      expect([...summary.querySelectorAll('svg')].map((svg) => [svg.getAttribute('class'), svg.getAttribute('aria-hidden')])).toEqual([
        ['callout-icon', 'true'],
        ['callout-fold-indicator', 'true'],
      ]);
      expect([...details.querySelectorAll(':scope > p')].map((p) => p.textContent)).toEqual(['Line one.', 'Line two.']);
    }
  });

  it("titles a foldable callout without a written title by its kind's label", () => {
    expect(calloutOf('> [!CAUTION]-\n> Hidden.').querySelector('summary')?.textContent).toBe('Caution');
  });

  it('adds no empty paragraph when the marker stands alone above a blank line or a list', () => {
    const separated = calloutOf('> [!NOTE]\n>\n> First paragraph.');
    expect([...separated.children].map((child) => child.tagName)).toEqual(['P', 'P']);
    expect(separated.children[1]?.outerHTML).toBe('<p>First paragraph.</p>');
    const list = calloutOf('> [!WARNING]\n> - back up the world\n> - then update');
    expect([...list.children].map((child) => child.tagName)).toEqual(['P', 'UL']);
  });

  it('leaves an ordinary blockquote alone', () => {
    expect(render('> Just a quote with [!NOTE] inside.')).toBe('<blockquote>\n<p>Just a quote with [!NOTE] inside.</p>\n</blockquote>');
  });

  it('leaves a quote with an unknown kind, or a title glued to the marker, a plain quote (the callout-markers rule reports both before any render)', () => {
    expect(render('> [!DANGER]\n> Hot.')).toBe('<blockquote>\n<p>[!DANGER]\nHot.</p>\n</blockquote>');
    expect(render('> [!NOTE]-Glued\n> Body.')).toBe('<blockquote>\n<p>[!NOTE]-Glued\nBody.</p>\n</blockquote>');
  });
});
