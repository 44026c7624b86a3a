/**
 * A page's body and sidebar go from its server tree to its HTML render in one process
 * (lib/next-internals.ts). In npm run dev two requests for one page can render at once: a refresh
 * after a save and the writer's own request. Each must get the page, not a 500.
 */
import { describe, expect, it } from 'vitest';
import { handOverPageContent, takePageContent } from '@/components/doc/page-content-handoff';

const page = (body: string) => ({ body, sidebar: [] });

describe('the page content hand-off', () => {
  it('gives each of two renders of one page at once its body, then nothing more', () => {
    handOverPageContent('/twice', page('<p>first</p>'));
    handOverPageContent('/twice', page('<p>second</p>'));
    expect(takePageContent('/twice', 'body')).toBe('<p>second</p>');
    expect(takePageContent('/twice', 'body')).toBe('<p>second</p>');
    expect(() => takePageContent('/twice', 'body')).toThrow(/Nothing was handed over for "page-content body \/twice"/);
  });

  it('keeps nothing once a page is taken', () => {
    handOverPageContent('/once', page('<p>only</p>'));
    expect(takePageContent('/once', 'sidebar')).toEqual([]);
    expect(() => takePageContent('/once', 'sidebar')).toThrow(/Nothing was handed over/);
  });
});
