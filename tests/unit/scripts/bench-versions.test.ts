import { mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDocs } from '@/scripts/bench/generate';
import { declareVersions, isGeneratedVersionFile, versionedLibraries, withVersions } from '@/scripts/bench/versions';

const pages = generateDocs(200);

describe('docs versions in the scale benchmark', () => {
  it('copies some libraries’ pages into one folder per further version, links into the library kept inside the copy', () => {
    const versioned = withVersions(pages, 3);
    const [library] = versionedLibraries();
    const own = pages.filter((page) => page.file.startsWith(`${library}/`));
    for (const id of ['2.0', '3.0']) {
      const copies = versioned.filter((page) => page.file.startsWith(`${library}/${id}/`));
      expect(copies).toHaveLength(own.length);
      for (const copy of copies) {
        expect(copy.route.startsWith(`/${library}/${id}`)).toBe(true);
        expect(copy.markdown).not.toMatch(new RegExp(`\\]\\(/${library}(?!/${id}[/)#])[/)#]`));
        expect(isGeneratedVersionFile(copy.file, 3)).toBe(true);
      }
    }
    expect(versioned.length).toBe(pages.length + 2 * versionedLibraries().reduce((sum, name) => sum + pages.filter((page) => page.file.startsWith(`${name}/`)).length, 0));
    expect(withVersions(pages, 1)).toEqual(pages);
    expect(versionedLibraries()).not.toContain('glossa');
  });

  it('declares the versions in the copy’s site config', () => {
    const copy = mkdtempSync(join(tmpdir(), 'bench-versions-'));
    try {
      mkdirSync(join(copy, 'lib'));
      copyFileSync('lib/site-config.ts', join(copy, 'lib', 'site-config.ts'));
      declareVersions(copy, 3);
      const config = readFileSync(join(copy, 'lib', 'site-config.ts'), 'utf8');
      for (const library of versionedLibraries()) {
        expect(config).toContain(`'${library}': { storageKey: 'docs-preferred-version-${library}', default: { id: '1.0', label: '1.0' }, others: [{ id: '2.0', label: '2.0', status: 'newer' }, { id: '3.0', label: '3.0', status: 'newer' }] },`);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
