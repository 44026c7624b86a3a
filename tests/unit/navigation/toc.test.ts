import { describe, expect, it } from 'vitest';
import { activeHeadingId, hasToc, nestHeadings } from '@/lib/navigation/toc';

const h = (depth: number, text: string) => ({ depth, text, id: text.toLowerCase().replace(/\s+/g, '-') });

describe('nestHeadings', () => {
  it('puts each h3 under the h2 before it', () => {
    const toc = nestHeadings([h(2, 'Install'), h(3, 'Gradle'), h(3, 'Maven'), h(2, 'Usage'), h(3, 'Messages')]);
    expect(toc.map((entry) => [entry.text, entry.children.map((child) => child.text)])).toEqual([
      ['Install', ['Gradle', 'Maven']],
      ['Usage', ['Messages']],
    ]);
  });

  it('keeps an h3 that comes before any h2 at the top level', () => {
    const toc = nestHeadings([h(3, 'Preface'), h(2, 'Install')]);
    expect(toc.map((entry) => entry.text)).toEqual(['Preface', 'Install']);
    expect(toc[0]?.children).toEqual([]);
  });

  it('keeps the id and depth of every heading', () => {
    const [install] = nestHeadings([h(2, 'Install'), h(3, 'With Gradle')]);
    expect(install).toMatchObject({ depth: 2, id: 'install', text: 'Install' });
    expect(install?.children[0]).toEqual({ depth: 3, id: 'with-gradle', text: 'With Gradle', children: [] });
  });

  it('is empty for no headings', () => {
    expect(nestHeadings([])).toEqual([]);
  });
});

describe('hasToc', () => {
  it('is true once the page has an h2', () => {
    expect(hasToc([h(3, 'Detail'), h(2, 'Section')])).toBe(true);
  });

  it('is false for a page with no headings or only h3s', () => {
    expect(hasToc([])).toBe(false);
    expect(hasToc([h(3, 'Detail')])).toBe(false);
  });
});

describe('activeHeadingId', () => {
  const headings = [
    { id: 'install', top: -900 },
    { id: 'usage', top: -200 },
    { id: 'pitfalls', top: 300 },
    { id: 'faq', top: 600 },
  ];
  const reading = { line: 80, viewportHeight: 800, atBottom: false, hash: '' };

  it('is the last heading above the reading line', () => {
    expect(activeHeadingId(headings, reading)).toBe('usage');
  });

  it('is the first heading before any has reached the line', () => {
    expect(activeHeadingId([{ id: 'install', top: 400 }], reading)).toBe('install');
  });

  it('is the last heading at the bottom of the page', () => {
    expect(activeHeadingId(headings, { ...reading, atBottom: true })).toBe('faq');
  });

  it('at the bottom, is the heading the reader jumped to while it is on screen', () => {
    expect(activeHeadingId(headings, { ...reading, atBottom: true, hash: 'pitfalls' })).toBe('pitfalls');
    expect(activeHeadingId(headings, { ...reading, atBottom: true, hash: 'install' })).toBe('faq');
  });

  it('is null without headings', () => {
    expect(activeHeadingId([], reading)).toBeNull();
  });
});
