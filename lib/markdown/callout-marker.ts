import type { Blockquote, Text } from 'mdast';

/** The callout kinds GitHub and GitLab render, as writers type them (`> [!IMPORTANT]`), with their labels. */
export const calloutKinds = { NOTE: 'Note', TIP: 'Tip', IMPORTANT: 'Important', WARNING: 'Warning', CAUTION: 'Caution' } as const;
export type CalloutKind = keyof typeof calloutKinds;

/** `-` folds the callout closed, `+` folds it open; without either it cannot be folded. */
type CalloutFold = 'closed' | 'open' | null;

/** A callout's marker line as written: `[!NOTE]`, then an optional fold sign and title. */
interface CalloutMarker {
  kind: CalloutKind;
  fold: CalloutFold;
  /** The text node the marker starts. */
  text: Text;
  /** How many characters of `text` the marker, its fold sign and the blanks after them take. */
  length: number;
}

/** The kind in brackets, any case as GitHub accepts it; then a fold sign; then a blank, the line's end or the paragraph's end. */
const MARKER = /^\[!(\w+)\]([+-]?)(?:[ \t]+|(?=\n)|$)/;

export const isCalloutKind = (kind: string): kind is CalloutKind => Object.hasOwn(calloutKinds, kind);

/** The marker a quote starts with, or null when it is an ordinary quote. */
export function readCalloutMarker(quote: Blockquote): CalloutMarker | null {
  const paragraph = quote.children[0];
  if (paragraph?.type !== 'paragraph') return null;
  const text = paragraph.children[0];
  if (text?.type !== 'text') return null;
  const match = MARKER.exec(text.value);
  if (!match) return null;
  const kind = match[1]!.toUpperCase();
  if (!isCalloutKind(kind)) return null;
  const fold = match[2] === '-' ? 'closed' : match[2] === '+' ? 'open' : null;
  return { kind, fold, text, length: match[0].length };
}
