import { bytesRule } from './rule';

/**
 * C0 and C1 control characters but tab and line ends (NUL, bell, escape, form feed…), DEL, and the
 * bidirectional overrides that make text read differently from how it is stored ("Trojan Source").
 * None belongs in a page: they show as boxes, vanish, or hide what a reviewer reads.
 */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const controlCharacters = bytesRule({
  id: 'control-characters',
  severity: 'error',
  summary: 'No control characters (NUL, escape, form feed…) or bidirectional overrides in a file; tabs and line ends are fine.',
  check(_bytes, text) {
    const found = CONTROL.exec(text);
    if (!found) return null;
    const before = text.slice(0, found.index);
    const line = before.split('\n').length;
    const column = found.index - before.lastIndexOf('\n');
    return { line, column, message: `invisible control character ${codePoint(found[0])}: delete it (it often comes from copying out of a terminal or a PDF).` };
  },
});
