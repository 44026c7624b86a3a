import { frontmatterRule } from './rule';

// Search engines show about 160 characters of a meta description; under 50 says too little to choose the page by.
const SHORTEST = 50;
const LONGEST = 160;

export const descriptionLength = frontmatterRule({
  id: 'description-length',
  severity: 'warning',
  summary: `The \`description\` is one sentence of ${SHORTEST} to ${LONGEST} characters: search engines and link previews show it.`,
  check({ data }) {
    const { description } = data;
    if (typeof description !== 'string' || description.trim() === '') return [];
    const length = description.trim().length;
    if (length >= SHORTEST && length <= LONGEST) return [];
    const advice = length < SHORTEST ? 'say what the page lets the reader do' : 'search results cut it off: keep the one sentence that matters';
    return [{ field: 'description', message: `the description is ${length} characters long; ${SHORTEST} to ${LONGEST} read best: ${advice}.` }];
  },
});
