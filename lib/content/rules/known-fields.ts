import { describeValue, fieldNames, frontmatterFields } from '../frontmatter';
import { closest, editDistance } from '../../search/suggest';
import { frontmatterRule } from './rule';

export const knownFields = frontmatterRule({
  id: 'known-fields',
  severity: 'error',
  summary: `The frontmatter holds no other field than ${fieldNames.map((field) => `\`${field}\``).join(', ')} (a typo such as \`titel\` names the field meant).`,
  check: ({ data }) =>
    Object.entries(data)
      .filter(([field]) => !Object.hasOwn(frontmatterFields, field))
      .map(([field, value]) => {
        const hint = closest(fieldNames, field);
        return {
          field,
          message: `unknown frontmatter field "${field}" (found ${describeValue(value)}); expected only ${fieldNames.join(', ')}.${hint && editDistance(hint, field) <= 3 ? ` Did you mean "${hint}"?` : ''}`,
        };
      }),
});
