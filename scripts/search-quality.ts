/**
 * Benchmark: does search put the page a developer expects first (docs/performance.md#measuring)?
 * Each query is typed into the dialog of the built export, so the ranking is the one readers get.
 * Usage: tsx scripts/search-quality.ts [--site dir] [--port n]
 * Each query lists the pages a developer would accept: page routes, or a page's row or section
 * (`/sokol#command-sokol-give`) where landing on it is the point; those are named sparingly, as
 * the pages' headings change more often than what the pages are about.
 */
import { parseArgs } from 'node:util';
import { answerTo, searchDialogOptions, withSearchDialog } from './bench/search-dialog';

const QUERIES: [query: string, expected: string[]][] = [
  // API names, whole and in part
  ['TypeSerializerCollection', ['/alexandria/api']],
  ['SerializerCollection', ['/alexandria/api']],
  ['serializer collection', ['/alexandria/api']],
  ['ComponentIdAccess', ['/sokol/api']],
  ['IdAccess', ['/sokol/api']],
  ['PlayerLock', ['/alexandria/api']],
  ['addTranslations', ['/glossa/api/configurate']],
  ['ServerPhysicsSpace', ['/craftbullet/api', '/craftbullet/api/intro']],
  ['PhysicsSpace', ['/craftbullet/api', '/craftbullet/api/intro']],
  // The API reference's row names its types; the extras page shows it in use: either answers.
  ['rayTestFrom', ['/craftbullet/api/extras', '/craftbullet/api']],
  ['SokolPersistence', ['/sokol/api']],
  ['registerConsumer', ['/sokol/api', '/calibre/api']],
  ['buildTranslator', ['/glossa/api/intro', '/glossa/api']],
  ['SerializationException', ['/glossa/api/configurate', '/glossa/api']],
  ['LaserEffects', ['/calibre/api']],
  ['MessageFormat', ['/glossa/concepts/icu']],
  // Commands, permissions and settings keys land on their rows
  ['sokol give', ['/sokol#command-sokol-give']],
  ['/sokol give', ['/sokol#command-sokol-give']],
  ['sokol.command.give', ['/sokol#command-sokol-give']],
  ['alexandria reload', ['/alexandria#command-alexandria-reload']],
  ['sokol entity_hover_distance', ['/sokol#entity_hover_distance']],
  ['debug_draw.radius', ['/sokol#debug_drawradius']],
  ['player_actions.bar.width', ['/alexandria#player_actionsbarwidth']],
  ['sokol commands', ['/sokol']],
  ['craftbullet commands', ['/craftbullet/command']],
  ['alexandria permissions', ['/alexandria']],
  // Config keys
  ['hold_movable', ['/sokol/components/interaction', '/sokol/example', '/sokol/concepts']],
  ['key_styles', ['/glossa/concepts/styling', '/glossa/api/configurate']],
  ['speed_of_sound', ['/alexandria', '/alexandria/api']],
  // Every plugin's settings reference has it.
  ['log_level', ['/alexandria', '/sokol', '/calibre', '/craftbullet']],
  ['laser_effects', ['/calibre/concepts', '/calibre/api']],
  // Sokol's component reference: one entry per built-in key
  ['entity_slot_in_map', ['/sokol/components/composition']],
  ['container_map', ['/sokol/components/composition']],
  ['held_attachable', ['/sokol/components/interaction']],
  ['item_lore_stats', ['/sokol/components/stats-and-lore']],
  ['collider_effects', ['/sokol/components/physics']],
  ['sokol:stats', ['/sokol/components/stats-and-lore']],
  ['component reference', ['/sokol/components']],
  // Concepts
  ['ICU', ['/glossa/concepts/icu']],
  ['plural', ['/glossa/concepts/icu']],
  ['number skeleton', ['/glossa/concepts/icu']],
  ['named styles', ['/glossa/concepts/styling']],
  ['rigid body', ['/craftbullet/api/intro', '/craftbullet/api']],
  ['configurate', ['/glossa/api/configurate']],
  ['translation tree', ['/glossa/concepts']],
  ['entity profiles', ['/sokol/concepts']],
  ['blueprints', ['/sokol/concepts']],
  ['recoil', ['/calibre/concepts']],
  ['kotlin runtime', ['/kt-runtime']],
  ['shading relocation', ['/alexandria/api']],
  ['worked example', ['/sokol/example']],
  // Language keys, for translators
  ['click_to_copy', ['/alexandria/translating']],
  ['error.caption.no_permission', ['/alexandria/translating', '/alexandria']],
  ['bar_background', ['/alexandria/translating', '/alexandria/tools']],
  // Moving between Glossa versions: a reader on 0.6.0 (the default version, whose results come first)
  // is also served by the 0.6.0 overview's section that sends them to the 1.0 migration guide.
  ['migrate glossa', ['/glossa/1.0/migrating', '/glossa']],
  ['glossa-api', ['/glossa/1.0']],
  // Typos and half-typed words
  ['configurat', ['/glossa/api/configurate']],
  ['MessageForm', ['/glossa/concepts/icu']],
  ['Persisten', ['/sokol/api']],
  ['KtRunt', ['/kt-runtime']],
  // Misspellings: a letter dropped, doubled, swapped with the next, or mistyped
  ['MiniMesage', ['/glossa/concepts/styling']],
  ['Configuarte', ['/glossa/api/configurate']],
  ['Glosa', ['/glossa']],
  ['plurl', ['/glossa/concepts/icu']],
  ['transalations', ['/glossa/concepts', '/glossa/api/configurate', '/alexandria/translating']],
  ['blueprnt', ['/sokol/concepts']],
  ['Persistance', ['/sokol/api']],
  ['serializerr collection', ['/alexandria/api']],
  ['rigdi body', ['/craftbullet/api/intro', '/craftbullet/api']],
  ['MessageFromat', ['/glossa/concepts/icu']],
  ['kotlin runtine', ['/kt-runtime']],
  ['recoill', ['/calibre/concepts']],
  ['permisions', ['/craftbullet/command', '/alexandria', '/sokol']],
  ['Alexandira', ['/alexandria']],
];
const TARGET_MRR = 0.95;
const TOP = 3;

const { values } = parseArgs({ args: process.argv.slice(2), options: searchDialogOptions });
const ranks: number[] = [];
await withSearchDialog(values, async (page) => {
  const input = page.getByRole('combobox', { name: 'Search docs' });
  const dialog = page.getByRole('dialog', { name: 'Search docs' });
  const results = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  for (const [query, expected] of QUERIES) {
    await input.fill(query);
    await answerTo(page, query).waitFor();
    const urls = await results.evaluateAll((options) => options.map((option) => option.getAttribute('data-url') ?? ''));
    const rank = urls.findIndex((url) => expected.some((wanted) => (wanted.includes('#') ? url === wanted : url.split('#')[0] === wanted))) + 1;
    ranks.push(rank);
    const mark = rank === 1 ? '✔' : rank > 0 && rank <= TOP ? '~' : '✘';
    console.log(`${mark} ${query.padEnd(26)} rank ${rank === 0 ? '-' : rank}  first: ${urls[0] ?? '(none)'}`);
  }
});
const share = (test: (rank: number) => boolean) => ranks.filter(test).length / ranks.length;
const mrr = ranks.reduce((sum, rank) => sum + (rank === 0 ? 0 : 1 / rank), 0) / ranks.length;
const inTop = share((rank) => rank > 0 && rank <= TOP);
console.log(`${ranks.length} queries: success@1 ${share((rank) => rank === 1).toFixed(3)}, success@${TOP} ${inTop.toFixed(3)}, MRR ${mrr.toFixed(3)} (target: MRR ≥ ${TARGET_MRR}, every query in the top ${TOP})`);
process.exitCode = mrr >= TARGET_MRR && inTop === 1 ? 0 : 1;
