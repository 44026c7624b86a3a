import { codePoint, firstCharacter } from './control-characters';
import { bytesRule } from './rule';

/**
 * Unicode leaves the private-use areas to each font: a terminal's icon font (Powerline, Nerd Fonts)
 * draws its arrows and logos there. The site's fonts have nothing there, so a reader sees a box, a
 * screen reader says nothing, and search splits the word around it.
 */
const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/u;

export const privateUseCharacters = bytesRule({
  id: 'private-use-characters',
  severity: 'error',
  summary: "No private-use characters (a terminal's icon-font glyphs, pasted with its output): readers' fonts draw them as boxes.",
  check: (_bytes, text) =>
    firstCharacter(text, PRIVATE_USE, (char) => `private-use character ${codePoint(char)}, which only the font it was copied from draws (a terminal's icon font?): readers see a box. Delete it, or write what it stood for in words.`),
});
