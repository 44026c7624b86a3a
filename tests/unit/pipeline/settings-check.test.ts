/**
 * A bad BASE_PATH stops `npm run build` with one line that says what is wrong and how to fix it,
 * before anything is written (the review saw an uncaught exception with its source line and stack).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run build with a BASE_PATH it cannot use', () => {
  it.each(['../', '/docs\n"><script>alert(1)</script>'])('refuses %j in one line, naming the fix', (basePath) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env: { ...process.env, BASE_PATH: basePath, OUT_DIR: 'out-settings-check-test' }, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^✖ BASE_PATH=".*" is not a path .*: set it to a path such as \/docs/)]);
  }, 60_000);
});
