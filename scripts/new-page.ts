/** `npm run new -- glossa/concepts/plurals "Plural rules"`: see lib/content/new-page.ts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentDir } from '../lib/content/content-dir';
import { planNewPage } from '../lib/content/new-page';
import { absoluteUrl, sitePath } from '../lib/navigation/routes';
import { siteConfig } from '../lib/site-config';

const [route = '', title = ''] = process.argv.slice(2);
const plan = planNewPage(contentDir, route, title);
if (!plan.ok) {
  console.error(`✖ Not created: ${plan.reason}`);
  process.exit(1);
}
const path = join(contentDir, plan.page.file);
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, plan.page.text, { flag: 'wx' });
console.log(`✔ Created ${path}. Write the page where it says TODO and replace the description: until then the content check reports it, and the build refuses it.`);
// npm run dev's address, unless it was started with another PORT than this shell has.
console.log(`  With npm run dev it appears at http://localhost:${process.env.PORT ?? 3000}${sitePath(plan.page.route)}`);
console.log(`  Once published: ${absoluteUrl(siteConfig.url, plan.page.route)}`);
