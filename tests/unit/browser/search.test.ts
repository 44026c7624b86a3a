import { describe, expect, it } from 'vitest';
import { cleanResultUrl, isCloseMatch, modifierKeyLabel, queryFromPath, rankByWhereWordsStand, resultTarget, searchShortcutLabel } from '@/lib/browser/search';

describe('cleanResultUrl', () => {
  it.each([
    ['/glossa/concepts/icu.html', '/glossa/concepts/icu'],
    ['/glossa/concepts/icu.html#plurals', '/glossa/concepts/icu#plurals'],
    ['/glossa.html', '/glossa'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/sokol/', '/sokol'],
    ['/glossa/index.html#intro', '/glossa#intro'],
  ])('%s → %s', (url, expected) => {
    expect(cleanResultUrl(url)).toBe(expected);
  });
});

describe('resultTarget', () => {
  // The page's text, word by word; a section lists where in it the query matched, at weight 1 unless given.
  const content = 'Sokol sokol give sokol sokol sokol give give reload Sokol';
  const section = (title: string, locations: number[], url = `/x.html#${title}`, weight = 1) => ({
    title,
    url,
    excerpt: `in ${title}`,
    weighted_locations: locations.map((location) => ({ weight, location })),
  });
  const page = (title: string, sections: ReturnType<typeof section>[]) => ({ url: '/x.html', excerpt: 'page excerpt', title, content, weighted_locations: [], sub_results: sections });

  it('opens at the section with the most matches of a one-word query, the first one on a tie', () => {
    expect(resultTarget('sokol', page('Alexandria API', [section('top', [0], '/x.html'), section('a', [1]), section('depending', [3, 4, 5]), section('c', [9, 0, 1])]))).toEqual({
      url: '/x#depending',
      heading: 'depending',
      excerpt: 'in depending',
    });
  });

  it('opens at the section holding most of the page’s matches of each word, not the one naming the library most often', () => {
    const sections = [section('who', [1, 2]), section('commands', [3, 6, 7]), section('depending', [4, 5, 9, 0])];
    expect(resultTarget('sokol give', page('Sokol', sections))).toMatchObject({ url: '/x#commands', heading: 'commands' });
  });

  it('counts a match by its weight: a table’s key column outweighs a word in passing', () => {
    const sections = [section('prose', [2, 6]), section('table', [7], '/x.html#table', 5)];
    expect(resultTarget('give', page('Sokol', sections))).toMatchObject({ heading: 'table' });
  });

  it('counts a word Pagefind matched by its stem for the query word it stands for', () => {
    const sections = [section('sokol', [0, 1, 3]), section('reloading', [8, 9])];
    expect(resultTarget('sokol reloads', page('Sokol', sections))).toMatchObject({ heading: 'reloading' });
  });

  it('opens at the top of a page whose title holds every word of the query', () => {
    expect(resultTarget('icu', page('ICU MessageFormat', [section('trying-a-template', [1, 2])]))).toEqual({ url: '/x', heading: null, excerpt: 'page excerpt' });
    expect(resultTarget('Sokol conc', page('Sokol concepts', [section('kinds', [0, 1])]))).toMatchObject({ url: '/x', heading: null });
  });

  it('opens at the command table row holding most of the matches, not at its heading', () => {
    const rows = { anchors: [{ element: 'h2', id: 'commands', location: 0 }, { element: 'tr', id: 'command-sokol-reload', location: 1 }, { element: 'tr', id: 'command-sokol-give', location: 6 }, { element: 'h2', id: 'errors', location: 20 }] };
    const matchedAt = (...locations: [number, number][]) => ({ ...page('Reference', [section('commands', [2])]), ...rows, weighted_locations: locations.map(([location, weight]) => ({ weight, location })) });
    expect(resultTarget('sokol give', matchedAt([1, 5], [6, 5], [7, 5], [3, 1]))).toEqual({ url: '/x#command-sokol-give', heading: 'commands', excerpt: 'in commands' });
    // A word every row holds picks no row; nor does plain text after the last row.
    expect(resultTarget('sokol', matchedAt([1, 5], [6, 5]))).toMatchObject({ url: '/x#commands' });
    expect(resultTarget('give', matchedAt([12, 1]))).toMatchObject({ url: '/x#commands' });
  });

  it('opens at a reference row, known by the id of its name, when a match there holds more of the query than any command row', () => {
    const reference = {
      url: '/sokol.html',
      excerpt: 'page excerpt',
      title: 'Sokol',
      content: 'Settings /sokol help /sokol give entity_hover_distance 4.0',
      sub_results: [section('settings', [1, 3, 5], '/sokol.html#settings')],
      anchors: [{ element: 'h2', id: 'settings', location: 0 }, { element: 'tr', id: 'command-sokol-help', location: 1 }, { element: 'tr', id: 'command-sokol-give', location: 3 }, { element: 'code', id: 'entity_hover_distance', location: 5 }],
      weighted_locations: [1, 3, 5].map((location) => ({ weight: 5, location })),
    };
    expect(resultTarget('sokol entity_hover_distance', reference)).toMatchObject({ url: '/sokol#entity_hover_distance' });
  });

  it('opens at the top when the matches are before the first heading, or the page has no sections', () => {
    expect(resultTarget('give', page('Alexandria API', [section('intro', [2, 6, 7], '/x.html'), section('b', [2])]))).toEqual({ url: '/x', heading: null, excerpt: 'in intro' });
    expect(resultTarget('give', page('Alexandria API', []))).toEqual({ url: '/x', heading: null, excerpt: 'page excerpt' });
  });
});

describe('rankByWhereWordsStand', () => {
  // Weights as Pagefind reports them: 7 for the page's title, 5 for a table's key column, 1 for body text.
  const page = (url: string, content: string, weights: number[]) => ({ url, content, weighted_locations: weights.map((weight, location) => ({ weight, location })) });
  const listing = page('/example', 'sokol sokol sokol give sokol', [1, 1, 1, 1, 1]);
  const reference = page('/sokol', 'Sokol /sokol give', [7, 5, 5]);

  it('puts the page naming the words in its title or key column before a listing that repeats them', () => {
    expect(rankByWhereWordsStand('sokol give', [listing, reference]).map(({ url }) => url)).toEqual(['/sokol', '/example']);
  });

  it("keeps Pagefind's order between pages that hold the words alike", () => {
    const other = page('/other', 'sokol give', [1, 1]);
    expect(rankByWhereWordsStand('sokol give', [listing, other]).map(({ url }) => url)).toEqual(['/example', '/other']);
  });

  it('matches a word by its parts and by its start', () => {
    const key = page('/key', 'the "sokol:hold_movable" key', [1, 5, 1]);
    expect(rankByWhereWordsStand('hold_mov', [page('/x', 'hold it', [1, 1]), key]).map(({ url }) => url)).toEqual(['/key', '/x']);
  });
});

describe('isCloseMatch', () => {
  it.each([
    ['plural', 'the <mark>plural</mark> forms'],
    ['plural', '<mark>Plurals.</mark> A branch'],
    ['hitbox', 'until the beam <mark>hits</mark> something'],
    ['ui', 'the <mark>UI</mark> thread'],
    ['space', 'returns the <mark>ServerPhysicsSpace,</mark> of the world'],
    ['glossa xylophone', 'using <mark>Glossa</mark> templates'],
    ['anything', 'an excerpt from a title-only match, with nothing highlighted'],
  ])('keeps %j for %j', (query, excerpt) => {
    expect(isCloseMatch(query, ['nothing marked here', excerpt])).toBe(true);
  });

  it('counts a highlight in any of the excerpts', () => {
    expect(isCloseMatch('SerializerCollection', ['org.<mark>ConfigSerializable</mark>', 'a <mark>TypeSerializerCollection</mark> SerializerCollection'])).toBe(true);
  });

  it.each([
    ['xylophone', 'val <mark>(x,</mark> y, z) = block.pos'],
    ['zzzxqq', 'letters a to <mark>z,</mark> digits'],
    ['plural', 'a <mark>pl</mark> b'],
  ])('drops %j matched only by %j', (query, excerpt) => {
    expect(isCloseMatch(query, [excerpt, excerpt])).toBe(false);
  });
});

describe('queryFromPath', () => {
  it.each([
    ['/glossa/plural-rules', 'glossa plural rules'],
    ['/sokol/entity_spaces.html', 'sokol entity spaces'],
    ['/sokol/exmaple', 'sokol exmaple'],
    ['/glossa/glossa-basics', 'glossa basics'],
    ['/caf%C3%A9/menu/', 'café menu'],
    ['/café', 'café'],
    ['/%E0%A4%A', 'E0 A4 A'],
    ['/', ''],
  ])('%s → "%s"', (path, expected) => {
    expect(queryFromPath(path)).toBe(expected);
  });
});

describe('modifierKeyLabel', () => {
  it('is ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(modifierKeyLabel('MacIntel')).toBe('⌘');
    expect(modifierKeyLabel('iPad')).toBe('⌘');
    expect(modifierKeyLabel('Win32')).toBe('Ctrl');
  });
});

describe('searchShortcutLabel', () => {
  it('shows ⌘K on Apple platforms and Ctrl K elsewhere', () => {
    expect(searchShortcutLabel('MacIntel')).toBe('⌘K');
    expect(searchShortcutLabel('iPhone')).toBe('⌘K');
    expect(searchShortcutLabel('Linux x86_64')).toBe('Ctrl K');
    expect(searchShortcutLabel('')).toBe('Ctrl K');
  });
});
