import type { Rng } from './prng';
import { camel, pascal, plural } from './prose';
import { adjectives, baseVerbs, nouns } from './vocabulary';

/** The fence languages the site registers (lib/markdown/highlighter.ts), each with a small template. */
export const snippetLanguages = ['kotlin', 'java', 'toml', 'hocon', 'icu-message-format', 'bash', 'yaml'] as const;
type SnippetLanguage = (typeof snippetLanguages)[number];

/** The body of one code fence in `language`, with names drawn from the vocabulary. */
export function snippet(rng: Rng, language: SnippetLanguage): string {
  const noun = () => rng.pick(nouns);
  const type = pascal([rng.pick(adjectives), noun()]);
  const field = camel([noun(), noun()]);
  const verb = rng.pick(baseVerbs);
  const number = rng.int(2, 4096);
  switch (language) {
    case 'kotlin':
      return [
        `class ${type}Plugin : JavaPlugin() {`,
        `    private val ${field} = ${type}Registry()`,
        '',
        '    override fun onEnable() {',
        `        ${field}.${verb}("${noun()}") { ${noun()} ->`,
        `            logger.info("${verb} \${${noun()}.id} with limit ${number}")`,
        '        }',
        '    }',
        '}',
      ].join('\n');
    case 'java':
      return [
        `public final class ${type}Listener implements Listener {`,
        `    private final Map<String, Integer> ${field} = new HashMap<>();`,
        '',
        '    @EventHandler',
        `    public void on${type}(${pascal([noun()])}Event event) {`,
        `        ${field}.merge(event.getName(), ${number}, Integer::sum);`,
        '    }',
        '}',
      ].join('\n');
    case 'toml':
      return [`[${noun()}]`, `${noun()}-${noun()} = ${number}`, `enabled = ${rng.chance(0.5)}`, `name = "${field}"`].join('\n');
    case 'hocon':
      return [`${noun()} {`, `  // ${verb} the ${noun()} on start-up`, `  ${field}: "${noun()}"`, `  limit = ${number}`, `  timeout: ${rng.int(1, 60)}s`, `  ${noun()}: [${rng.int(1, 9)}, ${rng.int(10, 99)}]`, '}'].join('\n');
    case 'icu-message-format':
      return `{count, plural, =0 {No ${noun()} left} one {# ${noun()} in {world}} other {# ${plural(noun())} in {world}}}`;
    case 'bash':
      return [`./gradlew :${noun()}:build`, `cp ${noun()}/build/libs/${noun()}-${rng.int(0, 9)}.${rng.int(0, 20)}.jar plugins/`].join('\n');
    case 'yaml':
      return [`${noun()}:`, `  enabled: ${rng.chance(0.5)}`, `  ${field}: ${number}`, `  ${noun()}:`, `    - ${noun()}`, `    - ${noun()}`].join('\n');
  }
}
