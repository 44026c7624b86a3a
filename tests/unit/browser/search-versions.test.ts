import { describe, expect, it } from 'vitest';
import { readersVersion, theseLast, versionsAfterTheRest } from '@/lib/browser/search-versions';

const libraries = [
  { title: 'Alpha', href: '/alpha' },
  { title: 'Beta', href: '/beta', versions: [{ id: '1.4', label: '1.4' }, { id: '2.0', label: '2.0' }, { id: '3.0', label: '3.0 beta' }] },
];

describe('the reader’s docs version in search', () => {
  it('is the version of the page being read, for a library with several', () => {
    expect(readersVersion('/beta/2.0/usage', libraries)).toEqual({ library: 'Beta', id: '2.0', label: '2.0' });
    expect(readersVersion('/beta/usage', libraries)).toEqual({ library: 'Beta', id: '1.4', label: '1.4' });
    expect(readersVersion('/alpha/install', libraries)).toBeNull();
    expect(readersVersion('/', libraries)).toBeNull();
  });

  it('is none while a declared version is not published', () => {
    expect(readersVersion('/glossa/1.0/concepts', [{ title: 'Glossa', href: '/glossa' }])).toBeNull();
  });

  it('puts every version but the reader’s after the rest in their library, every version but the default in the others', () => {
    const withGamma = [...libraries, { title: 'Gamma', href: '/gamma', versions: [{ id: '0.9', label: '0.9' }, { id: '1.0', label: '1.0' }] }];
    const reader = readersVersion('/beta/2.0/usage', withGamma);
    expect(versionsAfterTheRest(reader, withGamma)).toEqual([
      { library: 'Beta', ids: ['1.4', '3.0'] },
      { library: 'Gamma', ids: ['1.0'] },
    ]);
    expect(versionsAfterTheRest(null, withGamma)).toEqual([
      { library: 'Beta', ids: ['2.0', '3.0'] },
      { library: 'Gamma', ids: ['1.0'] },
    ]);
    expect(versionsAfterTheRest(null, [{ title: 'Alpha', href: '/alpha' }])).toEqual([]);
  });

  it('orders all results, not only a first batch, keeping each group’s order', () => {
    const results = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(theseLast(results, (id) => id === 'a' || id === 'c')).toEqual(['b', 'd', 'e', 'f', 'g', 'h', 'a', 'c']);
    expect(theseLast(results, () => false)).toEqual(results);
  });
});
