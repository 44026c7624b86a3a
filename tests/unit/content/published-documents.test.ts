/**
 * What the pages read of contentlayer2's documents: an index without the pages' text, and each
 * page's body in a file of its own, written again only when it changed, and kept one write after
 * its page went, for a page rendered from the index before.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageBodyFile } from '@/lib/pipeline/build-state';
import { publishDocuments } from '@/lib/content/published-documents';

const dir = mkdtempSync(join(tmpdir(), 'published-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = { generated: join(dir, 'generated', '_index.json'), published: join(dir, 'documents.json'), bodies: join(dir, 'page-bodies') };
mkdirSync(join(dir, 'generated'));

const doc = (file: string, html: string) => ({ _id: file, _raw: { sourceFilePath: file }, title: file, body: { raw: `${html} as Markdown`, html }, headings: [{ depth: 2, text: 'Usage', id: 'usage' }] });
function contentlayerWrites(...docs: ReturnType<typeof doc>[]) {
  writeFileSync(files.generated, JSON.stringify(docs));
  publishDocuments(files);
}
const bodyOf = (file: string) => JSON.parse(readFileSync(pageBodyFile(files.bodies, file), 'utf8')) as unknown;
const bodyTime = (file: string) => statSync(pageBodyFile(files.bodies, file)).mtimeMs;

describe('the documents as the pages read them', () => {
  it('index every document without its text, and give each page its body in a file of its own', () => {
    contentlayerWrites(doc('a.md', '<p>A</p>'), doc('b.md', '<p>B</p>'));
    expect(JSON.parse(readFileSync(files.published, 'utf8'))).toEqual([
      { _id: 'a.md', _raw: { sourceFilePath: 'a.md' }, title: 'a.md' },
      { _id: 'b.md', _raw: { sourceFilePath: 'b.md' }, title: 'b.md' },
    ]);
    expect(bodyOf('a.md')).toEqual({ html: '<p>A</p>', markdown: '<p>A</p> as Markdown', headings: [{ depth: 2, text: 'Usage', id: 'usage' }] });
  });

  it('write again only the bodies that changed, and remove a gone page’s body one write later', async () => {
    contentlayerWrites(doc('a.md', '<p>A</p>'), doc('b.md', '<p>B</p>'), doc('c.md', '<p>C</p>'));
    const [aBefore, bBefore, cBefore] = ['a.md', 'b.md', 'c.md'].map(bodyTime);
    await new Promise((resolve) => setTimeout(resolve, 20));
    contentlayerWrites(doc('a.md', '<p>A, edited</p>'), doc('c.md', '<p>C</p>'));
    expect(bodyTime('a.md')).toBeGreaterThan(aBefore!);
    expect(bodyOf('a.md')).toMatchObject({ html: '<p>A, edited</p>' });
    expect(bodyTime('c.md')).toBe(cBefore);
    // b.md went from the index, but a page rendered from the index before may still read its body.
    expect(bodyTime('b.md')).toBe(bBefore);
    contentlayerWrites(doc('a.md', '<p>A, edited</p>'), doc('c.md', '<p>C</p>'));
    expect(readdirSync(files.bodies).sort()).toEqual(['a.md', 'c.md'].map((file) => pageBodyFile('', file)).sort());
  });

  it('write a page’s body again when the page comes back with the same text after it went', () => {
    contentlayerWrites(doc('a.md', '<p>A</p>'), doc('d.md', '<p>D</p>'));
    contentlayerWrites(doc('a.md', '<p>A</p>'));
    contentlayerWrites(doc('a.md', '<p>A</p>'));
    contentlayerWrites(doc('a.md', '<p>A</p>'), doc('d.md', '<p>D</p>'));
    expect(bodyOf('d.md')).toMatchObject({ html: '<p>D</p>' });
  });
});
