import { fieldLine } from '../read-frontmatter';
import { closest, nearby } from '../../search/suggest';
import { WRITTEN_FOR_FIELD, writtenForChoices, writtenForItems } from '../written-for';
import { frontmatterRule } from './rule';

const products = Object.keys(writtenForChoices);
const NEW_CHOICE = ' (add it to lib/content/written-for.ts when the docs now cover it)';

/** What is wrong with one product of the value, or null. */
function problemWith(item: string, earlier: readonly string[]): string | null {
  const [product, version, ...rest] = item.split(/\s+/);
  if (!product || !version || rest.length > 0) return `"${item}" is not a product and its version: write each as "Paper 1.19.3", separated by commas`;
  const versions = Object.hasOwn(writtenForChoices, product) ? writtenForChoices[product] : undefined;
  if (!versions) {
    const hint = closest(products, product, nearby(product));
    return `"${product}" is not a product the docs cover${hint ? ` (did you mean "${hint}"?)` : ''}; the list is ${products.join(', ')}${NEW_CHOICE}`;
  }
  if (!versions.includes(version)) return `${product} ${version} is not a release the docs cover: write one of ${versions.map((each) => `${product} ${each}`).join(', ')}${NEW_CHOICE}`;
  if (earlier.some((each) => each.split(/\s+/)[0] === product)) return `${product} is named twice: keep the release the page was written for`;
  return null;
}

/** The products and releases a page may name are one list (lib/content/written-for.ts), so a typo never reaches a reader. */
export const writtenFor = frontmatterRule({
  id: 'written-for',
  severity: 'error',
  summary: `\`${WRITTEN_FOR_FIELD}\` lists what the page was written for, products and their releases from the list in \`lib/content/written-for.ts\`, separated by commas: \`${WRITTEN_FOR_FIELD}: Paper 1.19.3, Java 17\`.`,
  check({ data, source }) {
    const value = data[WRITTEN_FOR_FIELD];
    // Anything but a text is the field-types rule's.
    if (typeof value !== 'string' || value.trim() === '') return [];
    const items = writtenForItems(value);
    return items.flatMap((item, index) => {
      const problem = problemWith(item, items.slice(0, index));
      return problem ? [{ field: WRITTEN_FOR_FIELD, line: fieldLine(source, WRITTEN_FOR_FIELD), message: `${problem}.` }] : [];
    });
  },
});
