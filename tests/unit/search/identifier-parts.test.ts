import { describe, expect, it } from 'vitest';
import { identifierTails, withIdentifierTails, withoutIdentifierTails } from '@/lib/search/identifier-parts';
import { searchableCopy } from '@/lib/pipeline/export/search-index';

describe('identifierTails', () => {
  it.each([
    ['TypeSerializerCollection', ['SerializerCollection', 'Collection']],
    ['ComponentIdAccess', ['IdAccess', 'Access']],
    ['sokol:hold_movable', ['hold_movable', 'movable']],
    ['TypeSerializerCollection.Builder', ['SerializerCollection.Builder', 'Collection.Builder', 'Builder', 'SerializerCollection', 'Collection']],
    ['HTTPServer', ['Server']],
    ['addTranslations', ['Translations']],
    ['org.spongepowered.configurate.objectmapping.ConfigSerializable', ['configurate.objectmapping.ConfigSerializable', 'objectmapping.ConfigSerializable', 'ConfigSerializable', 'Serializable']],
  ])('%s → %j', (identifier, tails) => {
    expect(identifierTails(identifier)).toEqual(tails);
  });

  it.each(['Sokol', '1.19.3', '1.19.x', 'Vector3f', 'user_id'])('%s has no tails a reader would type', (word) => {
    expect(identifierTails(word)).toEqual([]);
  });
});

describe('withIdentifierTails', () => {
  it('writes the tails after the word of the first mention of an identifier only, between two markers', () => {
    const seen = new Set<string>();
    expect(withIdentifierTails('a TypeSerializerCollection, then TypeSerializerCollection', seen)).toBe(
      'a TypeSerializerCollection, \uE000 SerializerCollection Collection \uE001 then TypeSerializerCollection',
    );
  });

  it('keeps a word whole, as the page writes it', () => {
    expect(withIdentifierTails('testImplementation("org.example:beta-testing:1.4.0")', new Set())).toBe(
      'testImplementation("org.example:beta-testing:1.4.0") \uE000 Implementation example:beta beta \uE001',
    );
  });
});

describe('searchableCopy', () => {
  const page = [
    '<html><head><title>Kinds</title><script>const fooBar = 1;</script></head><body>',
    '<article data-pagefind-body data-pagefind-meta="library:Sokol"><h1>Kinds</h1><p>Uses <code>"sokol:hold_movable"</code>.</p>',
    '<h2 id="more">More</h2><p>Again sokol:hold_movable.</p>',
    '<table><tr><th>Command</th></tr><tr><td><code>/sokol give</code></td><td>gives</td></tr></table></article></body></html>',
  ].join('');
  const copy = searchableCopy(page, '/sokol/concepts');

  it('adds identifier tails once per section, never inside tags, and leaves out scripts, which Pagefind reads none of', () => {
    expect(copy.match(/hold_movable\S* \uE000 hold_movable movable \uE001/g)).toHaveLength(2);
    expect(copy).not.toContain('fooBar');
    expect(copy).toContain('<title>Kinds</title>');
  });

  it('weights the first column of a table, and files the page under its library and the docs version', () => {
    expect(copy).toContain('<td data-pagefind-weight="5"><code>/sokol give</code>');
    expect(copy).toContain('data-pagefind-meta="library:Sokol" data-pagefind-filter="library:Sokol"');
    expect(copy).toContain('data-pagefind-filter="version:current"');
  });

  it("indexes the words of the page's URL, weighted low, as words no excerpt shows", () => {
    expect(copy).toContain('<p data-pagefind-weight="0.5" data-pagefind-filter="version:current">\uE000 sokol concepts \uE001</p>');
  });
});

describe('searchableCopy of a page of a library published in several versions', () => {
  const page = '<html><body><article data-pagefind-body data-pagefind-meta="library:Beta"><h1>Using Beta 2.0</h1></article></body></html>';
  const published = new Set(['/beta', '/beta/2.0']);

  it('files the page under its own version, shown beside the library in results', () => {
    const copy = searchableCopy(page, '/beta/2.0/usage', published);
    expect(copy).toContain('data-pagefind-filter="version:2.0"');
    expect(copy).toContain('<span data-pagefind-meta="version:2.0"></span>');
    expect(searchableCopy(page, '/beta/usage', published)).toContain('data-pagefind-filter="version:1.4"');
  });

  it('files a library whose other version is not published under the site’s one docs version, with no version label', () => {
    const copy = searchableCopy(page, '/beta/usage', new Set(['/beta']));
    expect(copy).toContain('data-pagefind-filter="version:current"');
    expect(copy).not.toContain('data-pagefind-meta="version:');
  });
});

describe('withoutIdentifierTails', () => {
  // Pagefind's excerpt: the words of the search copy, matches wrapped in <mark>, quotes escaped.
  const indexed = (text: string) => withIdentifierTails(text, new Set()).replaceAll('"', '&quot;');

  it.each([
    ['as? BlockRigidBody ?: return', 'as? BlockRigidBody ?: return'],
    ['{} "sokol:hold_movable": {}', '{} &quot;sokol:hold_movable&quot;: {}'],
    ['the Collection Collection class', 'the Collection Collection class'],
  ])('gives back the text of %j', (text, shown) => {
    expect(withoutIdentifierTails(indexed(text))).toBe(shown);
  });

  it.each([
    ['a <mark>TypeSerializerCollection,</mark> \uE000 SerializerCollection Collection \uE001 then', 'a <mark>TypeSerializerCollection,</mark> then'],
    ['a TypeSerializerCollection. \uE000 <mark>SerializerCollection</mark> Collection \uE001', 'a <mark>TypeSerializerCollection.</mark>'],
    ['{} &quot;sokol:hold_movable&quot;: \uE000 hold_movable <mark>movable</mark> \uE001 {}', '{} <mark>&quot;sokol:hold_movable&quot;:</mark> {}'],
    ['<mark>compileOnly</mark> \uE000 Only \uE001(&quot;org.example:beta&quot;) \uE000 example:beta beta \uE001', '<mark>compileOnly</mark>(&quot;org.example:beta&quot;)'],
    ['compileOnly \uE000 Only \uE001<mark>(&quot;org.example:beta&quot;)</mark> \uE000 example:beta beta \uE001', '<mark>compileOnly(&quot;org.example:beta&quot;)</mark>'],
    ['ends with TypeSerializerCollection \uE000 SerializerCollection', 'ends with TypeSerializerCollection'],
    ['ComponentIdAccess IdAccess Access \uE001 import com.example.All', 'import com.example.All'],
    ['The entry object: CraftBulletAPI \uE000 BulletAPI API \uE001', 'The entry object: CraftBulletAPI'],
    // A page-level match on the words of its URL, written before its title.
    ['\uE000 <mark>beta</mark> 2 0 usage \uE001. Using Beta 2.0. Overview.', 'Using Beta 2.0. Overview.'],
    ['0 <mark>usage</mark> \uE001. Using Beta 2.0.', 'Using Beta 2.0.'],
  ])('%j → %j', (excerpt, expected) => {
    expect(withoutIdentifierTails(excerpt)).toBe(expected);
  });

  // Pagefind's excerpts (24 words here) are longer than any list of tails with its two markers, so
  // a window that overlaps a list holds at least one of its markers.
  it('shows only words of the page, wherever an excerpt longer than a list of tails starts and ends', () => {
    const text = 'import com.gitlab.aecsocket.sokol.core.ComponentIdAccess import com.example.LaserCapSystem.kt then ids: ComponentIdAccess, and "sokol:hold_movable": 1';
    const page = text.replaceAll('"', '&quot;');
    const words = indexed(text).split(' ');
    for (let start = 0; start < words.length; start += 1) {
      for (let end = start + 10; end <= words.length; end += 1) {
        const shown = withoutIdentifierTails(words.slice(start, end).join(' '));
        expect(page, `words ${start}–${end}`).toContain(shown);
      }
    }
  });
});

describe('searchableCopy of a long name with break points', () => {
  it('indexes the name whole and by its parts, not as the pieces between its <wbr>s', () => {
    const html = '<article data-pagefind-body><p>A <code>Type<wbr>Serializer<wbr>Collection.Builder</code> here.</p></article>';
    expect(searchableCopy(html, '/x')).toContain('TypeSerializerCollection.Builder \uE000 SerializerCollection.Builder Collection.Builder Builder SerializerCollection Collection \uE001');
  });
});
