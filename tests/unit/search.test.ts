import { describe, expect, it } from 'vitest';
import { bestSection, cleanResultUrl, isCloseMatch, modifierKeyLabel, queryFromPath, searchShortcutLabel } from '@/lib/browser/search';

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

describe('bestSection', () => {
  const section = (title: string, matches: number) => ({ title, url: `/x#${title}`, excerpt: '', locations: Array.from({ length: matches }, (_, i) => i) });

  it('picks the section with the most matches, the first one on a tie', () => {
    expect(bestSection([section('a', 1), section('b', 3), section('c', 3)])?.title).toBe('b');
  });

  it('is undefined without sections', () => {
    expect(bestSection([])).toBeUndefined();
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
    expect(isCloseMatch(query, excerpt)).toBe(true);
  });

  it.each([
    ['xylophone', 'val <mark>(x,</mark> y, z) = block.pos'],
    ['zzzxqq', 'letters a to <mark>z,</mark> digits'],
    ['plural', 'a <mark>pl</mark> b'],
  ])('drops %j matched only by %j', (query, excerpt) => {
    expect(isCloseMatch(query, excerpt)).toBe(false);
  });
});

describe('queryFromPath', () => {
  it.each([
    ['/glossa/plural-rules', 'glossa plural rules'],
    ['/sokol/entity_spaces.html', 'sokol entity spaces'],
    ['/caf%C3%A9/menu/', 'café menu'],
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
