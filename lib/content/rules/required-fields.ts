import { fieldNames, frontmatterFields } from '../frontmatter';
import { wasRead } from '../read-frontmatter';
import { frontmatterRule } from './rule';
import { expectedText } from './field-types';

export const requiredFields = frontmatterRule({
  id: 'required-fields',
  severity: 'error',
  summary: `Every page has the required frontmatter fields: ${fieldNames.filter((field) => frontmatterFields[field].required).map((field) => `\`${field}\``).join(' and ')}.`,
  check: (frontmatter) =>
    !wasRead(frontmatter)
      ? []
      : fieldNames
          .filter((field) => frontmatterFields[field].required && frontmatter.data[field] === undefined)
          .map((field) => {
            const spec = frontmatterFields[field];
            return {
              field,
              message: `required frontmatter field "${field}" is missing; expected ${expectedText[spec.type]} (${spec.description}). Add a line such as \`${field}: ...\` between the --- lines.`,
            };
          }),
});
