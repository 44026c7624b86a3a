import { describeValue, fieldNames, frontmatterFields } from '../frontmatter';
import type { FrontmatterRule } from './rule';

export const expectedText = { string: 'a non-empty text', number: 'a number, such as 2' } as const;

function matchesType(type: 'string' | 'number', value: unknown): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string' && value.trim().length > 0;
}

export const fieldTypes: FrontmatterRule = {
  id: 'field-types',
  severity: 'error',
  looksAt: 'frontmatter',
  summary: 'Each frontmatter field has its type: text fields are not empty, `sidebar_position` is a number.',
  check: ({ data }) =>
    fieldNames
      .filter((field) => data[field] !== undefined && !matchesType(frontmatterFields[field].type, data[field]))
      .map((field) => ({
        field,
        message: `frontmatter field "${field}" has the wrong type: found ${describeValue(data[field])}, expected ${expectedText[frontmatterFields[field].type]}.`,
      })),
};
