/**
 * Pagefind only matches a word from its start, so `SerializerCollection`, `IdAccess` or
 * `hold_movable` never find `TypeSerializerCollection`, `ComponentIdAccess` or
 * `"sokol:hold_movable"`. The search index therefore gets, beside each identifier, the spellings
 * that start at each of its later parts.
 */

/** A run of word characters, joined by `:` or `.` (namespaced keys, package paths). */
const IDENTIFIER = /[\p{L}\p{N}_$]+(?:[:.][\p{L}\p{N}_$]+)*/gu;
/** Where a part starts: after `_ : . $`, at a capital after a lower-case letter or digit, and at the last capital of an acronym before a lower-case letter (`HTTPServer` → `HTTP`, `Server`). */
const PART_START = /(?<=[_:.$])[^_:.$]|(?<=[\p{Ll}\p{N}])\p{Lu}|(?<=\p{Lu})\p{Lu}(?=\p{Ll})/gu;
/** What a word needs for any of its parts to start after its first character. */
const MAY_HAVE_PARTS = /[_:.$]|.\p{Lu}/u;
/** Shorter tails (`x` of `1.19.x`, `id` of `user_id`) would make every page match a letter or two. */
const MIN_TAIL_LENGTH = 3;
/** A package path such as `org.spongepowered.configurate.objectmapping.ConfigSerializable` would add every tail; its last few are the ones a reader types. */
const MAX_TAILS = 4;

/** The spellings of `word` that start at its second and later parts. */
function tailsOf(word: string): string[] {
  return [...word.matchAll(PART_START)]
    .map(({ index }) => word.slice(index).replace(/^[_:.$]+/, ''))
    .filter((tail) => tail.length >= MIN_TAIL_LENGTH && /^\p{L}/u.test(tail));
}

/**
 * The spellings of `identifier` that start at its later parts, longest first:
 * `TypeSerializerCollection` → `SerializerCollection`, `Collection`; `sokol:hold_movable` →
 * `hold_movable`, `movable`. Tails start with a letter: `1.19.3`, `1.19.x` and one-part words have none.
 * Pagefind keeps `SerializerCollection.Builder` as one word, so the last two segments of a dotted
 * name (the type and its member) get their own tails as well.
 */
export function identifierTails(identifier: string): string[] {
  const segments = identifier.split(/[:.]/).slice(-2).filter((segment) => segment !== identifier);
  return [...new Set([...tailsOf(identifier).slice(-MAX_TAILS), ...segments.flatMap(tailsOf)])];
}

/**
 * The search copy writes an identifier's tails between these two words, so a result's excerpt
 * and heading can leave them out wherever Pagefind cuts its window (an excerpt may start or end
 * inside the list). Private-use characters never occur in a page's own text, and a word made of
 * them alone holds no letter, so Pagefind indexes nothing for it.
 */
const TAILS_START = '\uE000';
const TAILS_END = '\uE001';

/**
 * `text` with the tails of each word's identifiers written after the word, whole as the page
 * writes it (`org.example:beta-testing:1.4.0` stays one word), once per identifier in `seen` (the
 * caller keeps one set per section, so each section stays findable by them).
 */
export function withIdentifierTails(text: string, seen: Set<string>): string {
  return text.replace(/\S+/g, (word) => {
    // Most words have no later part (no separator, no capital after the first letter): skip them cheaply.
    if (!MAY_HAVE_PARTS.test(word)) return word;
    const fresh = [...word.matchAll(IDENTIFIER)].map(([identifier]) => identifier).filter((identifier) => !seen.has(identifier));
    for (const identifier of fresh) seen.add(identifier);
    const tails = [...new Set(fresh.flatMap(identifierTails))];
    return tails.length === 0 ? word : `${word} ${TAILS_START} ${tails.join(' ')} ${TAILS_END}`;
  });
}

/**
 * `words` for the index only, between the same markers: a result's excerpt leaves them out like
 * tails (the words of a page's route, which find it but are not its text).
 */
export function searchOnlyWords(words: string): string {
  return `${TAILS_START} ${words} ${TAILS_END}`;
}

const MARK = /<\/?mark>/g;

/**
 * Pagefind's excerpt or section heading as the page writes it, without the tails the search copy
 * added between its markers (`BlockRigidBody ⟨ RigidBody Body ⟩,` → `BlockRigidBody,`). A match on a tail highlights
 * its identifier instead; tails whose identifier lies before the excerpt's start are dropped.
 */
export function withoutIdentifierTails(excerpt: string): string {
  const kept: string[] = [];
  const firstEnd = excerpt.indexOf(TAILS_END);
  const firstStart = excerpt.indexOf(TAILS_START);
  let inTails = firstEnd !== -1 && (firstStart === -1 || firstEnd < firstStart);
  let tailMarked = false;
  const closeTails = (after: string) => {
    inTails = false;
    const identifier = kept.pop();
    if (identifier === undefined) return;
    const word = `${identifier}${after}`;
    kept.push(tailMarked && !identifier.includes('<mark>') ? `<mark>${word.replace(MARK, '')}</mark>` : word);
  };
  for (const word of excerpt.split(' ')) {
    const text = word.replace(MARK, '');
    if (text === TAILS_START) {
      inTails = true;
      tailMarked = false;
    } else if (inTails) {
      tailMarked ||= word.includes('<mark>');
      // Text after the end marker is the rest of the word, past an inline tag (`compileOnly</span>(`).
      if (text.startsWith(TAILS_END)) closeTails(text.slice(TAILS_END.length));
    } else {
      kept.push(word);
    }
  }
  if (inTails) closeTails('');
  return kept.join(' ');
}
