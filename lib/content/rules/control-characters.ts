import { bytesRule } from './rule';

/**
 * C0 and C1 control characters but tab and line ends (NUL, bell, escape, form feed…), DEL, the
 * bidirectional overrides and marks that make text read differently from how it is stored ("Trojan
 * Source"), and the invisible characters that carry text no reviewer sees but a language model
 * reads: zero-width spaces, word joiners, a byte-order mark inside the text, and Unicode's tag
 * characters (U+E0000–E007F). None belongs in a page: they show as boxes, vanish, or hide what a
 * reviewer reads. (Zero-width joiners stay: emoji sequences and some scripts need them.)
 */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\u{E0000}-\u{E007F}]|(?<!^)\uFEFF/u;

/** `U+00A0`: how a message names a character a reader cannot see. */
export const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const controlCharacters = bytesRule({
  id: 'control-characters',
  severity: 'error',
  summary: 'No control characters (NUL, escape, form feed…), bidirectional overrides or invisible characters (zero-width spaces, tag characters) in a file; tabs and line ends are fine.',
  check: (_bytes, text) => firstCharacter(text, CONTROL, (char) => `invisible character ${codePoint(char)}: delete it (it often comes from copying out of a terminal, a PDF or a chat).`),
});

/** The first character of `text` that `pattern` finds, where it stands and what `message` says of it; null when there is none. */
export function firstCharacter(text: string, pattern: RegExp, message: (char: string) => string) {
  const found = pattern.exec(text);
  if (!found) return null;
  const before = text.slice(0, found.index);
  return { line: before.split('\n').length, column: found.index - before.lastIndexOf('\n'), message: message(found[0]) };
}
