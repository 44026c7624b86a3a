import { describe, expect, it } from 'vitest';
import { readersVersion, readersVersionFirst } from '@/lib/browser/search-versions';

const libraries = [
  { title: 'Alpha', href: '/alpha' },
  { title: 'Beta', href: '/beta', versions: [{ id: '1.4', label: '1.4' }, { id: '2.0', label: '2.0' }] },
];
const hit = (title: string, library: string | null, version: string | null) => ({ title, library, version });

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

  it('puts the results of the library’s other versions after the rest, keeping each group’s order', () => {
    const hits = [hit('Using Beta', 'Beta', '1.4'), hit('Install', 'Alpha', null), hit('Using Beta 2.0', 'Beta', '2.0'), hit('Old API', 'Beta', '1.4')];
    const reader = { library: 'Beta', id: '2.0', label: '2.0' };
    expect(readersVersionFirst(hits, reader).map((entry) => entry.title)).toEqual(['Install', 'Using Beta 2.0', 'Using Beta', 'Old API']);
    expect(readersVersionFirst(hits, null)).toEqual(hits);
  });
});
