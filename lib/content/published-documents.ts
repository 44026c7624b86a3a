/**
 * What the pages read of contentlayer2's documents (lib/pipeline/build-state.ts): each page's body
 * in a file of its own and an index of the documents without them, each written whole.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Doc } from 'contentlayer/generated';
import { pageBodyFile } from '../pipeline/build-state';
import { writeWhole } from './write-whole';

/** A document as the index holds it. */
export type IndexedDoc = Omit<Doc, 'body' | 'headings'>;

/** A page's body as its file holds it. */
interface PageBodyFile {
  html: string;
  markdown: string;
  headings: Doc['headings'];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What this process last wrote to each body file (a hash of it): a save rewrites only the bodies it changed. */
const written = new Map<string, string>();
/** The body files the index before this one named: a page rendered from that index may still read one. */
let previousBodies = new Set<string>();

export function publishDocuments({ generated, published, bodies }: { generated: string; published: string; bodies: string }) {
  const docs = JSON.parse(readFileSync(generated, 'utf8')) as Doc[];
  mkdirSync(bodies, { recursive: true });
  const bodiesNow = new Set<string>();
  const index: IndexedDoc[] = [];
  for (const { body, headings, ...indexed } of docs) {
    index.push(indexed);
    const file = pageBodyFile(bodies, indexed._raw.sourceFilePath);
    const text = JSON.stringify({ html: body.html, markdown: body.raw, headings } satisfies PageBodyFile);
    const hash = sha256(text);
    bodiesNow.add(basename(file));
    if (written.get(file) === hash) continue;
    writeWhole(file, text);
    written.set(file, hash);
  }
  writeWhole(published, JSON.stringify(index));
  // A removed page's body goes once no page can still read it: when the index after the one that dropped it is written.
  for (const name of readdirSync(bodies)) {
    if (bodiesNow.has(name) || previousBodies.has(name)) continue;
    rmSync(join(bodies, name), { force: true });
    // So that the page, back with the same text (a file deleted and restored), has its body written again.
    written.delete(join(bodies, name));
  }
  previousBodies = bodiesNow;
}
