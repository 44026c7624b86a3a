import { bodyRule } from './rule';

const MIN_SECTIONS = 2;

export const twoSections = bodyRule({
  id: 'two-sections',
  severity: 'warning',
  beforeRender: false,
  summary: `A page has at least ${MIN_SECTIONS} \`##\` sections, which its table of contents and search results link to.`,
  check({ rendered }) {
    if (!rendered) return [];
    const sections = rendered.headings.filter((heading) => heading.depth === 2).length;
    if (sections >= MIN_SECTIONS) return [];
    return [{ message: `${sections} "## " section(s), at least ${MIN_SECTIONS} expected: split the page into sections so readers can scan it and link to a part.` }];
  },
});
