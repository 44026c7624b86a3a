import { printable } from '../../lib/hosting/request-guard';

/** One hostile input and what came of it. */
export interface ProbeRow {
  /** What the input went to: the content check, `npm run serve` or nginx. */
  target: string;
  input: string;
  expected: string;
  observed: string;
  ms: number;
  passed: boolean;
}

/** Widest each column may print; longer text ends in "…" (the JSON report keeps it whole). */
const COLUMN_WIDTHS = { target: 7, input: 44, expected: 58, observed: 90 } as const;

function cell(text: string, width: number): string {
  const oneLine = printable(text);
  return oneLine.length > width ? `${oneLine.slice(0, width - 1)}…` : oneLine.padEnd(width);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`.padStart(8);
}

/** The table's first line; each row is printed under it as soon as it is known. */
export function formatHeader(): string {
  return ['  ', cell('target', COLUMN_WIDTHS.target), cell('input', COLUMN_WIDTHS.input), cell('expected', COLUMN_WIDTHS.expected), cell('observed', COLUMN_WIDTHS.observed), '    time'].join(' ');
}

/** One row of the table: ✔/✖, target, input, expected, observed, time, each cut to its column. */
export function formatRow(row: ProbeRow): string {
  return [
    row.passed ? '✔ ' : '✖ ',
    cell(row.target, COLUMN_WIDTHS.target),
    cell(row.input, COLUMN_WIDTHS.input),
    cell(row.expected, COLUMN_WIDTHS.expected),
    cell(row.observed, COLUMN_WIDTHS.observed),
    seconds(row.ms),
  ].join(' ');
}

/**
 * The last line of the run. Prefixed with `probe:` so that CI, which reads a bare
 * `N passed, N failed` line as the test suite's own summary, cannot mistake it for that.
 */
export function summaryLine(rows: readonly ProbeRow[]): string {
  const passed = rows.filter((row) => row.passed).length;
  return `probe: ${passed} passed, ${rows.length - passed} failed`;
}
