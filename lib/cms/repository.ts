import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The folder Decap treats as the repository, and the content folder inside it. In production that
 * is the GitLab project, whose root is this project's root; decap-server (`npm run dev`) serves the
 * same folder. Content outside the project (a test's temporary copy) is served from its parent.
 */
export function cmsRepository(contentDir: string, projectRoot = process.cwd()): { root: string; contentFolder: string } {
  const content = resolve(projectRoot, contentDir);
  const inProject = !relative(projectRoot, content).startsWith('..');
  const root = inProject ? resolve(projectRoot) : dirname(content);
  return { root, contentFolder: relative(root, content).split(sep).join('/') };
}
