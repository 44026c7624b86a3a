import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from './helpers/html';

const render = (markdown: string) => renderMarkdown(markdown, 'guide.md').html;

describe('remark-callouts', () => {
  it('turns a [!NOTE] blockquote into a titled note', () => {
    expect(render('> [!NOTE]\n> Keep the **server** running.')).toBe(
      [
        '<div class="callout callout-note" role="note">',
        '<p class="callout-title">Note</p>',
        '<p>Keep the <strong>server</strong> running.</p>',
        '</div>',
      ].join('\n'),
    );
  });

  it.each([
    ['NOTE', 'callout-note', 'Note'],
    ['TIP', 'callout-tip', 'Tip'],
    ['WARNING', 'callout-warning', 'Warning'],
    ['warning', 'callout-warning', 'Warning'],
  ])('renders [!%s] as div.%s titled "%s"', (kind, className, title) => {
    const root = parseHtml(render(`> [!${kind}]\n> Body text.`));
    const callout = root.querySelector('div.callout');
    expect(root.querySelector('blockquote')).toBeNull();
    expect(callout?.classList.contains(className)).toBe(true);
    expect(callout?.getAttribute('role')).toBe('note');
    expect(callout?.firstElementChild?.className).toBe('callout-title');
    expect(callout?.firstElementChild?.textContent).toBe(title);
    expect(callout?.textContent).not.toContain('[!');
    expect(callout?.querySelector('p:last-child')?.textContent).toBe('Body text.');
  });

  it('keeps text written on the marker line', () => {
    const callout = parseHtml(render('> [!TIP] Run it twice.')).querySelector('.callout-tip');
    expect([...callout!.children].map((child) => child.textContent)).toEqual(['Tip', 'Run it twice.']);
  });

  it('adds no empty paragraph when the marker stands alone above a blank line or a list', () => {
    const separated = parseHtml(render('> [!NOTE]\n>\n> First paragraph.')).querySelector('.callout')!;
    expect([...separated.children].map((child) => child.outerHTML)).toEqual([
      '<p class="callout-title">Note</p>',
      '<p>First paragraph.</p>',
    ]);
    const list = parseHtml(render('> [!WARNING]\n> - back up the world\n> - then update')).querySelector('.callout')!;
    expect([...list.children].map((child) => child.tagName)).toEqual(['P', 'UL']);
  });

  it('leaves an ordinary blockquote alone', () => {
    expect(render('> Just a quote with [!NOTE] inside.')).toBe('<blockquote>\n<p>Just a quote with [!NOTE] inside.</p>\n</blockquote>');
  });

  it('leaves a quote with an unknown kind a plain quote (the callout-markers rule reports it before any render)', () => {
    expect(render('> [!DANGER]\n> Hot.')).toBe('<blockquote>\n<p>[!DANGER]\nHot.</p>\n</blockquote>');
  });
});
