import { describeValue, fieldNames, frontmatterFields } from '../frontmatter';
import { CONTROL } from './control-characters';
import { frontmatterRule } from './rule';

export const expectedText = {
  string: 'a text on one line, with something to read (not only spaces or invisible characters) and no control characters',
  number: 'a number, such as 2',
  list: 'a list of texts, one `- /route` line each',
} as const;

// A YAML escape (`"\a"`, `"\e[31m"`) puts a control character into the value, not the file.
// Something to read: a letter, digit, punctuation mark or symbol, not a zero-width space alone.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
// A line break would reach the page's <title>, its h1 and its social card as is (a folded YAML value's last one goes).
const isText = (value: unknown) => typeof value === 'string' && VISIBLE.test(value) && !CONTROL.test(value) && !/[\r\n]/.test(value.trim());

function matchesType(type: keyof typeof expectedText, value: unknown): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'list') return Array.isArray(value) && value.every(isText);
  return isText(value);
}

export const fieldTypes = frontmatterRule({
  id: 'field-types',
  severity: 'error',
  summary: 'Each frontmatter field has its type: text fields are one line, not empty and hold no control characters, `sidebar_position` is a number, `redirect_from` a list of texts.',
  check: ({ data }) =>
    fieldNames
      .filter((field) => data[field] !== undefined && !matchesType(frontmatterFields[field].type, data[field]))
      .map((field) => ({
        field,
        message: `frontmatter field "${field}" has the wrong type: found ${describeValue(data[field])}, expected ${expectedText[frontmatterFields[field].type]}.`,
      })),
});
