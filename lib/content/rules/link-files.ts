import { closest, nearby } from '../../search/suggest';
import { findLinks, siteRule } from './rule';

export const linkFiles = siteRule({
  id: 'link-files',
  severity: 'error',
  summary: 'A link to a markdown file (`../api.md`) points at a file under `content/` that exists (the error names the closest file).',
  check: ({ links, docsByFile }) =>
    findLinks(links, 'missing-file', (link, maySuggest) => {
      const { file, publishedAs } = link.target;
      const suggestion = file === null || !maySuggest() ? undefined : closest(docsByFile.keys(), file, nearby(file));
      return `markdown link "${link.url.url}" points at ${file === null ? 'a file outside content/' : `content/${file}, which does not exist`}${publishedAs ? `; it is published as ${publishedAs}, which leads to the not-found page` : ''}.${suggestion ? ` Did you mean content/${suggestion}?` : ''}`;
    }),
});
