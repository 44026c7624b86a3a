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
/** Shorter tails (`x` of `1.19.x`, `id` of `user_id`) would make every page match a letter or two. */
const MIN_TAIL_LENGTH = 3;
/** A package path such as `org.spongepowered.configurate.objectmapping.ConfigSerializable` would add every tail; its last few are the ones a reader types. */
const MAX_TAILS = 4;

/** Offsets in `word` where its second and later parts start. */
function partStarts(word: string): number[] {
  return [...word.matchAll(PART_START)].map((match) => match.index);
}

function tailsOf(word: string): string[] {
  return partStarts(word)
    .map((start) => word.slice(start).replace(/^[_:.$]+/, ''))
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
 * `text` with each identifier's tails written after it, once per identifier in `seen` (the caller
 * keeps one set per section, so each section stays findable by them).
 */
export function withIdentifierTails(text: string, seen: Set<string>): string {
  return text.replace(IDENTIFIER, (identifier) => {
    if (seen.has(identifier)) return identifier;
    seen.add(identifier);
    const tails = identifierTails(identifier);
    return tails.length === 0 ? identifier : `${identifier} ${tails.join(' ')}`;
  });
}

interface ExcerptWord {
  marked: boolean;
  before: string;
  identifier: string;
  after: string;
}

/** A word of a Pagefind excerpt: `<mark>"sokol:hold_movable",</mark>`; entities such as `&quot;` count as punctuation. */
function excerptWord(word: string): ExcerptWord {
  const marked = word.startsWith('<mark>') && word.endsWith('</mark>');
  const text = marked ? word.slice('<mark>'.length, -'</mark>'.length) : word;
  const match = /^((?:&#?\w+;|[^\p{L}\p{N}_$&])*)([\p{L}\p{N}_$]+(?:[:.][\p{L}\p{N}_$]+)*)?(.*)$/su.exec(text);
  return { marked, before: match?.[1] ?? '', identifier: match?.[2] ?? '', after: match?.[3] ?? text };
}

const excerptText = (word: ExcerptWord) => {
  const text = `${word.before}${word.identifier}${word.after}`;
  return word.marked ? `<mark>${text}</mark>` : text;
};

/**
 * A Pagefind excerpt without the tails the index wrote after identifiers (`BlockRigidBody RigidBody
 * Body,` → `BlockRigidBody,`): a match on a tail highlights the identifier instead.
 */
export function withoutIdentifierTails(excerpt: string): string {
  const words = excerpt.split(' ');
  const kept: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = excerptWord(words[index]!);
    const tails = word.identifier === '' || word.after !== '' ? [] : identifierTails(word.identifier);
    const following = words.slice(index + 1, index + 1 + tails.length).map(excerptWord);
    const isTail = (next: ExcerptWord, position: number) =>
      next.before === '' && next.identifier === tails[position] && (next.after === '' || position === following.length - 1);
    // The excerpt may end inside the list of tails.
    const reachesEnd = index + following.length === words.length - 1;
    if (following.length > 0 && (following.length === tails.length || reachesEnd) && following.every(isTail)) {
      kept.push(excerptText({ ...word, after: following.at(-1)!.after, marked: word.marked || following.some((next) => next.marked) }));
      index += following.length;
    } else {
      kept.push(words[index]!);
    }
  }
  return kept.join(' ');
}
