/**
 * The frontmatter schema for docs, written once. contentlayer.config.ts derives its field
 * definitions from it, and the content check validates every file against it so writers see
 * every problem of a run at once.
 */
export const frontmatterFields = {
  title: { type: 'string', required: true, description: 'the page title, shown as the h1 and in <title>' },
  description: { type: 'string', required: true, description: 'one sentence for the meta description and cards' },
  sidebar_label: { type: 'string', required: false, description: 'a shorter label for the sidebar' },
  sidebar_position: { type: 'number', required: false, description: 'order inside the sidebar category' },
} as const;

type FrontmatterFieldName = keyof typeof frontmatterFields;

export interface ContentProblem {
  file: string;
  /** Where in the file, for problems in the body (1-based). */
  line?: number;
  column?: number;
  field?: string;
  message: string;
}

const fieldNames = Object.keys(frontmatterFields) as FrontmatterFieldName[];

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list (${JSON.stringify(value)})`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

function matchesType(type: 'string' | 'number', value: unknown): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string' && value.trim().length > 0;
}

const expectedText = { string: 'a non-empty text', number: 'a number, such as 2' } as const;

/** Levenshtein distance, for "did you mean" hints. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previousDiagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, previousDiagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      previousDiagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The candidate nearest to `wanted` by edit distance, or undefined when even that one needs more
 * than `maxDistance` edits (a suggestion that far off would only mislead).
 */
export function closest(candidates: readonly string[], wanted: string, maxDistance = Infinity): string | undefined {
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = editDistance(candidate, wanted);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Checks one file's parsed frontmatter and returns every problem found, not only the first. */
export function validateFrontmatter(file: string, data: Record<string, unknown>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const field of fieldNames) {
    const spec = frontmatterFields[field];
    const value = data[field];
    if (value === undefined) {
      if (spec.required) {
        problems.push({
          file,
          field,
          message: `required frontmatter field "${field}" is missing; expected ${expectedText[spec.type]} (${spec.description}). Add a line such as \`${field}: ...\` between the --- lines.`,
        });
      }
    } else if (!matchesType(spec.type, value)) {
      problems.push({
        file,
        field,
        message: `frontmatter field "${field}" has the wrong type: found ${describe(value)}, expected ${expectedText[spec.type]}.`,
      });
    }
  }
  for (const [field, value] of Object.entries(data)) {
    if (field in frontmatterFields) continue;
    const hint = closest(fieldNames, field);
    problems.push({
      file,
      field,
      message: `unknown frontmatter field "${field}" (found ${describe(value)}); expected only ${fieldNames.join(', ')}.${hint && editDistance(hint, field) <= 3 ? ` Did you mean "${hint}"?` : ''}`,
    });
  }
  return problems;
}
