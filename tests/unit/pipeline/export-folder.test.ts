import { describe, expect, it } from 'vitest';
import { exportFolderProblem } from '@/lib/pipeline/runner/export-folder';

describe('the export folder a build may replace', () => {
  it.each([
    ['the checkout itself', '.', /holds the whole checkout/],
    ['a folder above the checkout', '..', /holds the whole checkout/],
    ['the content folder', 'content', /would replace the content folder content\//],
    ['a folder inside the content folder', 'content/out', /would replace the content folder/],
    ["the tools' own folder", '.git', /\.git\/ is the tools' own folder/],
    ['a folder of the repository', 'lib', /holds files of the repository/],
    ['a folder outside the checkout', '/tmp/out', /outside the checkout .*Next builds only inside it/],
  ])('refuses %s, in one line naming the fix', (_case, outDir, why) => {
    const problem = exportFolderProblem(outDir);
    expect(problem).toMatch(why);
    expect(problem).toMatch(/Choose a folder of its own, such as out\/ or out-fixture\/\.$/);
    expect(problem).not.toContain('\n');
  });

  it('accepts a folder of its own inside the checkout', () => {
    expect(exportFolderProblem('out')).toBeNull();
    expect(exportFolderProblem('out-fixture')).toBeNull();
  });
});
