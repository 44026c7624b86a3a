/**
 * HOCON (Lightbend's config format, which Configurate reads) for refractor: neither refractor nor
 * Prism ships a grammar for it. Written like refractor's own languages (`refractor/lang/*.js`): a
 * function that adds `Prism.languages.hocon`, with a display name and aliases.
 *
 * Prism tokenizes in the order of the keys below, and a greedy token may not start inside one
 * already found: strings come before comments (so `"#ff0000"` stays a string) and comments before
 * keys (so a commented-out `key: value` stays a comment). Quoted keys are found before strings,
 * but only where a key can start (line start, `{` or `,`), because a message such as
 * `"{count, plural, one {# item}}"` would otherwise yield keys inside a string.
 */
import type { Syntax } from 'refractor/core';

const quoted = String.raw`"(?:\\.|[^\\"\r\n])*"`;
// HOCON's unquoted strings exclude these characters; `.` separates the elements of a path.
const unquoted = String.raw`[^\s"$:=+{}[\],#\x60^?!@*&\\./()]+`;
const element = `(?:${quoted}|${unquoted})`;
const followedBySeparator = String.raw`(?=[ \t]*(?:[:=]|\+=|\{))`;

const durationUnit =
  'ns|nanos?|nanoseconds?|us|micros?|microseconds?|ms|millis?|milliseconds?|s|seconds?|m|minutes?|h|hours?|d|days?|w|weeks?|mo|months?|y|years?';
const sizeUnit =
  '[bB]|bytes?|[kKMGTPEZY]i?B?|(?:kilo|mega|giga|tera|peta|exa|zetta|yotta|kibi|mebi|gibi|tebi|pebi|exbi|zebi|yobi)bytes?';
const amount = String.raw`-?\b\d+(?:\.\d+)?[ \t]*`;

const hocon: Syntax = (Prism) => {
  Prism.languages.hocon = {
    'triple-quoted-string': { pattern: /"""[\s\S]*?"""+/, greedy: true, alias: 'string' },
    'quoted-key': {
      pattern: RegExp(`((?:^|[{,])[ \\t]*)(?:${unquoted}\\.)*${quoted}(?:\\.${element})*${followedBySeparator}`, 'm'),
      lookbehind: true,
      greedy: true,
      alias: 'property',
    },
    string: { pattern: RegExp(quoted), greedy: true },
    comment: { pattern: /(?:#|\/\/).*/, greedy: true },
    include: {
      pattern: /(^|[\s{,])include(?=[ \t]+(?:"|(?:required|file|url|classpath)\())/m,
      lookbehind: true,
      // Greedy patterns see the whole text, so the lookahead finds the string already taken out.
      greedy: true,
      alias: 'keyword',
    },
    function: /\b(?:required|file|url|classpath)(?=\()/,
    property: RegExp(`${unquoted}(?:\\.${unquoted})*${followedBySeparator}`),
    substitution: {
      pattern: /\$\{\??[^{}\r\n]+\}/,
      inside: {
        punctuation: /^\$\{|\}$/,
        operator: /^\?/,
        variable: /[\s\S]+/,
      },
    },
    boolean: /\b(?:true|false|yes|no|on|off)\b/,
    null: { pattern: /\bnull\b/, alias: 'keyword' },
    duration: { pattern: RegExp(`${amount}(?:${durationUnit})\\b`), alias: 'number' },
    size: { pattern: RegExp(`${amount}(?:${sizeUnit})\\b`), alias: 'number' },
    number: /-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/,
    operator: /\+=|[:=]/,
    punctuation: /[{}[\](),]/,
  };
};
hocon.displayName = 'hocon';
hocon.aliases = [];

export default hocon;
