import { describe, expect, it } from 'vitest';
import { hoconKeys, readHoconValue, sameHoconValue } from '@/lib/markdown/hocon-keys';

const paths = (source: string) => hoconKeys(source).map(({ path, line }) => `${line} ${path}`);

describe('hoconKeys', () => {
  it('reads nested objects with or without a separator, dotted and quoted keys, and skips comments', () => {
    const source = ['# a comment', 'a: 1 // trailing', 'b {', '  c = "x"', '  d.e: true', '}', 'f: { "·": 1 }'].join('\n');
    expect(paths(source)).toEqual(['2 a', '3 b', '4 b.c', '5 b.d', '5 b.d.e', '7 f', '7 f.·']);
    expect(hoconKeys(source).find(({ path }) => path === 'b')!.value).toEqual({ c: 'x', d: { e: 'true' } });
  });

  it('reads a list as one value, and the keys of objects inside it as no paths of their own', () => {
    const keys = hoconKeys('states: [ "a", "b",\n  "c" ]\nshapes: [ { size: 1 } ]\nnext: 2');
    expect(keys.map(({ path }) => path)).toEqual(['states', 'shapes', 'next']);
    expect(keys[0]!.value).toEqual(['a', 'b', 'c']);
    expect(keys[1]!.value).toEqual([{ size: '1' }]);
  });

  it('never throws on a broken file: what it cannot read is skipped to the end of its line', () => {
    expect(paths('a: {\n  ] oops\n  b: 1\nc: "unterminated\nd: 4')).toEqual(['1 a', '3 a.b', '4 a.c', '5 a.d']);
    expect(hoconKeys('}}}]]]::=')).toEqual([]);
  });

  it('reads a key named __proto__ or constructor as a key, changing no object of the program', () => {
    const keys = hoconKeys('__proto__.allowDangerousHtml: true\nconstructor { prototype.polluted: yes }\na { __proto__ { b: 1 } }');
    expect(keys.map(({ path }) => path)).toEqual(['__proto__', '__proto__.allowDangerousHtml', 'constructor', 'constructor.prototype', 'constructor.prototype.polluted', 'a', 'a.__proto__', 'a.__proto__.b']);
    expect(({} as Record<string, unknown>).allowDangerousHtml).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(JSON.stringify(keys.find(({ path }) => path === 'a')!.value)).toBe('{"__proto__":{"b":"1"}}');
  });

  it('skips what is nested deeper than a settings file nests, rather than overflowing the stack', () => {
    const deep = (open: string, close: string) => `deep: ${open.repeat(100_000)}${close.repeat(100_000)}\nafter: 1`;
    for (const [open, close] of [['a {', '}'], ['[', ']'], ['[{ a: ', '}]']] as const) {
      const keys = hoconKeys(deep(open, close));
      expect(keys.at(-1)).toMatchObject({ path: 'after', value: '1' });
    }
  });
});

describe('readHoconValue and sameHoconValue', () => {
  it('reads a table cell as the file would, whatever its spacing, quoting or key order', () => {
    expect(sameHoconValue(readHoconValue('{ color: "green", overlay: progress }')!, readHoconValue('{overlay:"progress",color:green}')!)).toBe(true);
    expect(sameHoconValue(readHoconValue('"info"')!, readHoconValue('info')!)).toBe(true);
    expect(sameHoconValue(readHoconValue('4.0')!, readHoconValue('4')!)).toBe(false);
  });
});
