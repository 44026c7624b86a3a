/**
 * Development server: contentlayer2 watches content/ and regenerates .contentlayer, which
 * `next dev` picks up, so a markdown edit shows on reload. The content check runs once first.
 */
import { spawn, spawnSync } from 'node:child_process';

spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { stdio: 'inherit' });

const children = [
  spawn('node_modules/.bin/contentlayer2', ['dev'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/next', ['dev', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
