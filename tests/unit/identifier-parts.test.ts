import { describe, expect, it } from 'vitest';
import { identifierTails, withIdentifierTails, withoutIdentifierTails } from '@/lib/search/identifier-parts';
import { searchableCopy } from '@/lib/build/search-index';

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
  it('writes the tails after the first mention of an identifier only', () => {
    const seen = new Set<string>();
    expect(withIdentifierTails('a TypeSerializerCollection, then TypeSerializerCollection', seen)).toBe(
      'a TypeSerializerCollection SerializerCollection Collection, then TypeSerializerCollection',
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

  it('adds identifier tails once per section, never inside scripts or tags', () => {
    expect(copy.match(/hold_movable movable/g)).toHaveLength(2);
    expect(copy).toContain('const fooBar = 1;');
  });

  it('weights the first column of a table, and files the page under its library and the docs version', () => {
    expect(copy).toContain('<td data-pagefind-weight="5"><code>/sokol give</code>');
    expect(copy).toContain('data-pagefind-meta="library:Sokol" data-pagefind-filter="library:Sokol"');
    expect(copy).toContain('data-pagefind-filter="version:current"');
  });

  it("indexes the words of the page's URL, weighted low", () => {
    expect(copy).toContain('<p data-pagefind-weight="0.5" data-pagefind-filter="version:current">sokol concepts</p>');
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
  it.each([
    ['as? BlockRigidBody RigidBody Body ?: return', 'as? BlockRigidBody ?: return'],
    ['a <mark>TypeSerializerCollection</mark> SerializerCollection Collection, then', 'a <mark>TypeSerializerCollection,</mark> then'],
    ['a TypeSerializerCollection <mark>SerializerCollection</mark> Collection.', 'a <mark>TypeSerializerCollection.</mark>'],
    ['{} &quot;sokol:hold_movable hold_movable <mark>movable&quot;:</mark> {}', '{} <mark>&quot;sokol:hold_movable&quot;:</mark> {}'],
    ['ends with TypeSerializerCollection SerializerCollection', 'ends with TypeSerializerCollection'],
    ['the Collection Collection class', 'the Collection Collection class'],
    ['a ServerPhysicsSpace, PhysicsSpace here', 'a ServerPhysicsSpace, PhysicsSpace here'],
  ])('%j → %j', (excerpt, expected) => {
    expect(withoutIdentifierTails(excerpt)).toBe(expected);
  });
});

describe('searchableCopy of a long name with break points', () => {
  it('indexes the name whole and by its parts, not as the pieces between its <wbr>s', () => {
    const html = '<article data-pagefind-body><p>A <code>Type<wbr>Serializer<wbr>Collection.Builder</code> here.</p></article>';
    expect(searchableCopy(html, '/x')).toContain('TypeSerializerCollection.Builder SerializerCollection.Builder Collection.Builder Builder SerializerCollection Collection');
  });
});
