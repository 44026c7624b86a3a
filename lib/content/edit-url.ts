import { cmsRepository } from '../cms/repository';
import { siteConfig } from '../site-config';
import { contentDir } from './content-dir';

const { url, branch } = siteConfig.repository;
const editRoot = `${url}/-/edit/${branch}/${cmsRepository(contentDir).contentFolder}`;

/** The page's file in GitLab's web editor: `<repository>/-/edit/<branch>/<content folder>/<file>`. */
export function editUrl(sourcePath: string): string {
  return `${editRoot}/${sourcePath}`;
}
