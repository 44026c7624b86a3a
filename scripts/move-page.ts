/** `npm run move -- /glossa/old-name /glossa/new-name`: see lib/content/move-page.ts. */
import { contentDir } from '../lib/content/content-dir';
import { applyMove, errorsAfterMove, planMove } from '../lib/content/move-page';

const [oldRoute = '', newRoute = ''] = process.argv.slice(2);
const planned = planMove(contentDir, oldRoute, newRoute);
if (!planned.ok) {
  console.error(`✖ Not moved: ${planned.reason}`);
  process.exit(1);
}
const { plan } = planned;
// Checked on a copy first: nothing is written when the moved site would not build.
const errors = errorsAfterMove(contentDir, plan);
if (errors.length > 0) {
  console.error(`✖ Not moved: after the move the content check would fail, so nothing was written. Fix these, or choose another route:`);
  for (const error of errors) console.error(`  ${error}`);
  process.exit(1);
}
const how = applyMove(contentDir, plan);
console.log(`✔ Moved ${contentDir}/${plan.from.file} → ${contentDir}/${plan.to.file} (${how}).`);
console.log(`  ${plan.to.file}: redirect_from now lists ${plan.from.route}, so its old URL answers with a 301 to ${plan.to.route}.`);
for (const change of plan.changes) console.log(`  ${contentDir}/${change.file}:${change.line}: link ${change.before} → ${change.after}`);
if (plan.changes.length === 0) console.log('  No link in the content pointed at it.');
for (const { version, file, route, pairedRoute } of plan.counterparts) {
  console.log(`! ${contentDir}/${file} is this page in version ${version} and stays at ${route}, so the version switch no longer pairs the two.`);
  console.log(`  To pair them again, move it too: npm run move -- ${route} ${pairedRoute}`);
}
