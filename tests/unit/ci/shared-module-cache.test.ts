import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The unit tests share a module cache per worker (vitest.config.ts: isolate false). A file that
// mocks a module must reset the cache before its imports and after its tests, or its mock misses
// modules an earlier file loaded and leaks into later files, depending on the order files run in.
const UNIT_TESTS = 'tests/unit';
const RESET_BEFORE = 'vi.hoisted(() => vi.resetModules())';
const RESET_AFTER = 'afterAll(() => vi.resetModules())';

const mocking = readdirSync(UNIT_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(UNIT_TESTS, file))
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

describe('unit test files that mock a module', () => {
  it('are found', () => {
    expect(mocking.length).toBeGreaterThan(0);
  });

  it.each(mocking)(`%s resets the shared module cache before its imports and after its tests (${RESET_BEFORE}; ${RESET_AFTER})`, (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text, `${file}: add ${RESET_BEFORE} above the mock`).toContain(RESET_BEFORE);
    expect(text, `${file}: add ${RESET_AFTER}`).toContain(RESET_AFTER);
  });
});
