/** Number formatting for the benchmark tables. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** KB below a megabyte, MB above, so small and large kinds both read at a glance. */
export const size = (bytes: number) => (bytes < 1024 * 1024 ? kb(bytes) : mb(bytes));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Left-aligned first column, right-aligned others, as plain text that reads in a CI log. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}
