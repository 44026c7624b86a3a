/**
 * Each build keeps its state in a folder of its own (lib/pipeline/build-state.ts): the real site and
 * the fixture site, checked in the same checkout at the same time or one after the other, never
 * read nor replace each other's documents.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { stateDirFor } from '@/lib/pipeline/build-state';
import { contentLayerCommand } from '@/lib/pipeline/steps/content';

const work = mkdtempSync(join(tmpdir(), 'build-state-'));
// Under the checkout, as a build's is: contentlayer2 loads its packages from the checkout's node_modules.
const states = resolve('.cache', 'unit-tests', `build-state-${process.pid}`);
const stateFolder = (out: string) => join(states, stateDirFor(out));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(states, { recursive: true, force: true });
});

const page = (title: string) => `---\ntitle: ${title}\ndescription: A page of a small site that is built beside another one.\n---\n\n## Usage\n\nText.\n`;

function writeSite(name: string, pages: readonly string[]) {
  const content = join(work, `content-${name}`);
  mkdirSync(content);
  writeFileSync(join(content, 'README.md'), page(`Home of ${name}`));
  for (const file of pages) writeFileSync(join(content, file), page(file));
  return content;
}

/** The build's content step, for the site in `content` exported to `out`. */
function check(content: string, out: string): Promise<number | null> {
  const step = contentLayerCommand(stateFolder(out));
  const child = spawn(step.command, step.args, { env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out, ...step.env }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', resolve));
}

/** The pages of the documents contentlayer2 wrote for the site exported to `out`. */
const documents = (out: string) =>
  (JSON.parse(readFileSync(join(stateFolder(out), '.contentlayer', 'generated', 'Doc', '_index.json'), 'utf8')) as { _raw: { sourceFilePath: string } }[])
    .map((doc) => doc._raw.sourceFilePath)
    .sort();

describe('each build keeps its state in its own folder', () => {
  const real = writeSite('real', ['install.md', 'usage.md']);
  const fixture = writeSite('fixture', ['alpha.md']);

  it('two sites checked at the same time each leave their own documents', { timeout: 120_000 }, async () => {
    expect(await Promise.all([check(real, 'out'), check(fixture, 'out-fixture')])).toEqual([0, 0]);
    expect(documents('out')).toEqual(['README.md', 'install.md', 'usage.md']);
    expect(documents('out-fixture')).toEqual(['README.md', 'alpha.md']);
  });

  it('checking one site again leaves the other site’s documents as they were', { timeout: 120_000 }, async () => {
    writeFileSync(join(real, 'upgrade.md'), page('Upgrade'));
    expect(await check(real, 'out')).toBe(0);
    expect(documents('out')).toEqual(['README.md', 'install.md', 'upgrade.md', 'usage.md']);
    expect(documents('out-fixture')).toEqual(['README.md', 'alpha.md']);
  });
});

describe('BUILD_STATE_DIR, which npm run dev and its benchmark set', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const stateDirOf = async (dir: string) => {
    vi.stubEnv('BUILD_STATE_DIR', dir);
    vi.resetModules();
    return (await import('@/lib/pipeline/build-state')).buildStateDir;
  };

  it('names the same folder whether it is given from the checkout or from the root', async () => {
    expect(await stateDirOf(resolve('.cache', 'dev-x'))).toBe(join('.cache', 'dev-x'));
    expect(await stateDirOf('.cache/dev-x')).toBe(join('.cache', 'dev-x'));
  });

  it('refuses a folder outside the checkout, where contentlayer2 could not load its packages', async () => {
    await expect(stateDirOf(join(tmpdir(), 'dev-state'))).rejects.toThrow(/BUILD_STATE_DIR .* must be a folder inside the checkout/);
  });
});
