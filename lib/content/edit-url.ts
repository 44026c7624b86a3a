import { cmsRepository } from '../cms/repository';
import { siteConfig } from '../site-config';
import { contentDir } from './content-dir';

/** The page's file in GitLab's web editor: `<repository>/-/edit/<branch>/<content folder>/<file>`. */
export function editUrl(sourcePath: string): string {
  const { url, branch } = siteConfig.repository;
  return `${url}/-/edit/${branch}/${cmsRepository(contentDir).contentFolder}/${sourcePath}`;
}
