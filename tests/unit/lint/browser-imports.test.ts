import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error -- an ESLint rule module in plain JavaScript, loaded by eslint.config.mjs as it is
import { browserImports } from '@/lib/lint/browser-imports.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tsParser } });
const at = (file: string) => join(process.cwd(), file);
const clientComponent = (imports: string) => `'use client';\n${imports}\nexport const X = 1;`;

tester.run('browser-imports', browserImports, {
  valid: [
    { filename: at('components/sidebar/SidebarTree.tsx'), code: clientComponent("import { sitePath } from '@/lib/navigation/routes';") },
    { filename: at('components/dev/Panel.tsx'), code: clientComponent("import type { LiveProblem } from '@/lib/content/live-check';") },
    { filename: at('lib/browser/code-tabs.ts'), code: "import type { RenderedDoc } from '../markdown/render';" },
    // A server component may read the content at build time.
    { filename: at('components/doc/DocPageView.tsx'), code: "import { getDoc } from '@/lib/content/docs';\nimport { readFileSync } from 'node:fs';" },
    { filename: at('lib/content/load.ts'), code: "import { readFileSync } from 'node:fs';" },
  ],
  invalid: [
    { filename: at('components/search/SearchDialog.tsx'), code: clientComponent("import { readFileSync } from 'node:fs';"), errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('components/search/SearchDialog.tsx'), code: clientComponent("import { join } from 'path';"), errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('components/doc/Toc.tsx'), code: clientComponent("import { getDoc } from '@/lib/content/docs';"), errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('lib/navigation/sidebar.ts'), code: "import { renderMarkdown } from '../markdown/render';", errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('lib/browser/search.ts'), code: "import { allDocuments } from 'contentlayer/generated';", errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('components/doc/Toc.tsx'), code: clientComponent("import { makeSource } from 'contentlayer2/source-remote-files';"), errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('components/doc/Toc.tsx'), code: clientComponent("import { runBuild } from '@/lib/pipeline/runner/run-build';"), errors: [{ messageId: 'nodeOnly' }] },
    { filename: at('lib/navigation/routes.ts'), code: "import { cmsFiles } from '../cms/cms-files';", errors: [{ messageId: 'nodeOnly' }] },
  ],
});
