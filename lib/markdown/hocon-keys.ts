/**
 * The keys of a HOCON file as a settings reference needs them: every key's dotted path, the line it
 * is written on, and its value (objects and lists as plain data, everything else as the text the
 * file writes, unquoted). It reads the part of HOCON that configuration files use — objects with or
 * without `:`/`=`, dotted and quoted keys, lists, quoted and unquoted values, `//` and `#` comments —
 * and never throws: what it cannot read it skips to the end of the line, so a broken file gives
 * fewer keys, which the check then reports as missing. The file is a writer's: its objects have no
 * prototype, so a key named `__proto__` is a key like any other, and objects nested deeper than any
 * settings file nests them are skipped, not read by a recursion that would overflow the stack.
 */

export type HoconValue = string | HoconValue[] | { [key: string]: HoconValue };

export interface HoconKey {
  /** `debug_draw.hover_shape`, the path a settings table's Key column writes. */
  path: string;
  /** The line of the file (1-based) that writes the key. */
  line: number;
  value: HoconValue;
}

type Token = { kind: 'punct'; text: '{' | '}' | '[' | ']' | ':' | '=' | ',' | '\n'; line: number } | { kind: 'text'; text: string; quoted: boolean; line: number };

const PUNCTUATION = new Set(['{', '}', '[', ']', ':', '=', ',', '\n']);

const MAX_DEPTH = 64;

/** An object of the file's keys, with no prototype whose properties a key could name. */
const keyedObject = (): Record<string, HoconValue> => Object.create(null) as Record<string, HoconValue>;

const isPunct = (token: Token | undefined, ...texts: string[]) => token?.kind === 'punct' && texts.includes(token.text);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (char === '\n') {
      tokens.push({ kind: 'punct', text: '\n', line });
      line++;
      at++;
    } else if (char === '#' || source.startsWith('//', at)) {
      while (at < source.length && source[at] !== '\n') at++;
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ kind: 'punct', text: char as '{', line });
      at++;
    } else if (/\s/.test(char)) {
      at++;
    } else if (char === '"') {
      let end = at + 1;
      while (end < source.length && source[end] !== '"' && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1;
      // An unclosed quote ends at its line: the line break still separates the next key.
      const closed = source[end] === '"';
      const raw = source.slice(at, closed ? end + 1 : end);
      let text: string;
      try {
        text = JSON.parse(raw) as string;
      } catch {
        text = raw.slice(1, closed ? -1 : undefined);
      }
      tokens.push({ kind: 'text', text, quoted: true, line });
      at = closed ? end + 1 : end;
    } else {
      let end = at;
      while (end < source.length && !PUNCTUATION.has(source[end]!) && source[end] !== '"' && source[end] !== '#' && !source.startsWith('//', end)) end++;
      tokens.push({ kind: 'text', text: source.slice(at, end).trim(), quoted: false, line });
      at = end;
    }
  }
  return tokens;
}

class Reader {
  private at = 0;
  private depth = 0;
  readonly keys: HoconKey[] = [];

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private skipSeparators() {
    while (isPunct(this.peek(), '\n', ',')) this.at++;
  }

  private skipLine() {
    while (this.at < this.tokens.length && this.tokens[this.at]!.text !== '\n') this.at++;
  }

  /** Past the separators before the next field or item: true, and past it, at the closing bracket or the end of the file. */
  private atEnd(closing: '}' | ']'): boolean {
    this.skipSeparators();
    const token = this.peek();
    if (isPunct(token, closing)) this.at++;
    return !token || isPunct(token, closing);
  }

  /** Object fields until `}` (or the end of the file at the top level). */
  readObject(prefix: string): Record<string, HoconValue> {
    const object = keyedObject();
    while (!this.atEnd('}')) {
      const token = this.peek()!;
      if (token.kind !== 'text') {
        this.skipLine();
        continue;
      }
      this.at++;
      const segments = token.quoted ? [token.text] : token.text.split('.');
      const next = this.peek();
      if (isPunct(next, ':', '=')) this.at++;
      else if (!isPunct(next, '{')) {
        this.skipLine();
        continue;
      }
      const path = [prefix, ...segments].filter(Boolean).join('.');
      const entry: HoconKey = { path, line: token.line, value: '' };
      // Each dotted segment is a key of its own: `a.b: 1` writes `a` and `a.b` on that line.
      segments.slice(0, -1).forEach((_, index) => this.keys.push({ path: [prefix, ...segments.slice(0, index + 1)].filter(Boolean).join('.'), line: token.line, value: {} }));
      this.keys.push(entry);
      entry.value = this.readValue(path);
      let target = object;
      for (const segment of segments.slice(0, -1)) target = (target[segment] = typeof target[segment] === 'object' && !Array.isArray(target[segment]) ? target[segment] : keyedObject()) as Record<string, HoconValue>;
      target[segments.at(-1)!] = entry.value;
    }
    return object;
  }

  private readValue(path: string): HoconValue {
    const token = this.peek();
    if (isPunct(token, '{', '[') && this.depth === MAX_DEPTH) {
      this.skipNested();
      return '';
    }
    if (isPunct(token, '{')) {
      this.at++;
      return this.nested(() => this.readObject(path));
    }
    if (isPunct(token, '[')) {
      this.at++;
      return this.nested(() => this.readList());
    }
    // A value runs to the end of its line, a comma or a closing bracket; its parts join with one space.
    const parts: string[] = [];
    while (this.peek()?.kind === 'text') parts.push(this.tokens[this.at++]!.text);
    return parts.join(' ');
  }

  private nested<Value>(read: () => Value): Value {
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  /** Past the object or list that starts here, and all it holds, counting brackets instead of reading. */
  private skipNested() {
    let open = 0;
    do {
      const token = this.tokens[this.at++]!;
      if (isPunct(token, '{', '[')) open++;
      else if (isPunct(token, '}', ']')) open--;
    } while (open > 0 && this.at < this.tokens.length);
  }

  private readList(): HoconValue[] {
    const list: HoconValue[] = [];
    while (!this.atEnd(']')) {
      const token = this.peek()!;
      if (token.kind === 'punct' && !isPunct(token, '{', '[')) {
        this.at++;
        continue;
      }
      // Keys inside a list's objects have no path of their own.
      const inner = new Reader(this.tokens);
      inner.at = this.at;
      inner.depth = this.depth;
      list.push(inner.readValue(''));
      this.at = inner.at;
    }
    return list;
  }
}

/** Every key of a HOCON file, in the order written. */
export function hoconKeys(source: string): HoconKey[] {
  const reader = new Reader(tokenize(source));
  reader.readObject('');
  return reader.keys;
}

/** A value as one HOCON value would be read (`{ color: "red" }`, `"info"`, `4.0`); null when it is not one. */
export function readHoconValue(text: string): HoconValue | null {
  const [key] = hoconKeys(`value: ${text}`);
  return key?.path === 'value' ? key.value : null;
}

/** Two values alike whatever their spacing, quoting or key order. */
export function sameHoconValue(a: HoconValue, b: HoconValue): boolean {
  const canonical = (value: HoconValue): string =>
    typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? `[${value.map(canonical).join(',')}]` : `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(',')}}`;
  return canonical(a) === canonical(b);
}
