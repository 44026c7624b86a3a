import { bytesRule } from './rule';

/**
 * C0 and C1 control characters but tab and line ends (NUL, bell, escape, form feed…), DEL, Unicode's
 * line and paragraph separators and interlinear annotations, and every character Unicode marks as
 * ignorable by default: drawn as nothing, yet stored, so they carry text no reviewer sees but a
 * language model reads (zero-width spaces, tag characters, variation selectors past the emoji ones,
 * Hangul fillers that make a blank title), make text read differently from how it is stored
 * (direction marks and overrides: "Trojan Source"), or split a word for search (a soft hyphen). None
 * belongs in a page. The zero-width joiner and non-joiner and the emoji variation selectors stay:
 * emoji sequences and some scripts need them; so does a byte-order mark at the very start.
 */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFFF9-\uFFFB]|(?![\u200C\u200D\uFE0E\uFE0F\uFEFF])\p{Default_Ignorable_Code_Point}|(?<!^)\uFEFF/u;

/** `U+00A0`: how a message names a character a reader cannot see. */
export const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const controlCharacters = bytesRule({
  id: 'control-characters',
  severity: 'error',
  summary: 'No control characters (NUL, escape, form feed…), direction marks and overrides, or characters drawn as nothing (zero-width spaces, soft hyphens, tag characters, Hangul fillers, variation selectors but the emoji ones) in a file; tabs, line ends and the zero-width joiners of emoji are fine.',
  check: (_bytes, text) => firstCharacter(text, CONTROL, (char) => `invisible character ${codePoint(char)}: delete it (it often comes from copying out of a terminal, a PDF or a chat).`),
});

/** The first character of `text` that `pattern` finds, where it stands and what `message` says of it; null when there is none. */
export function firstCharacter(text: string, pattern: RegExp, message: (char: string) => string) {
  const found = pattern.exec(text);
  if (!found) return null;
  const before = text.slice(0, found.index);
  return { line: before.split('\n').length, column: found.index - before.lastIndexOf('\n'), message: message(found[0]) };
}
