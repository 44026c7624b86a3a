import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '@/lib/content/check';
import { rules } from '@/lib/content/rules';
import { WRITER_RULES_DOC, withWriterRules } from '@/lib/content/rules/rules-table';

const fixtures = fileURLToPath(new URL('../../fixtures/rules', import.meta.url));
const rulesDir = fileURLToPath(new URL('../../../lib/content/rules', import.meta.url));
const guidePath = fileURLToPath(new URL(`../../../${WRITER_RULES_DOC}`, import.meta.url));
// UPDATE_RULE_FIXTURES=1 writes each fixture's expected.txt from what the check reports (review the diff).
const update = process.env.UPDATE_RULE_FIXTURES === '1';

describe('the writer rules registry', () => {
  it('has one file per rule, named by its id, and one fixture folder per rule', () => {
    const helpers = new Set(['rule.ts', 'index.ts', 'rules-table.ts']);
    const ruleFiles = readdirSync(rulesDir).filter((file) => !helpers.has(file)).map((file) => file.replace(/\.ts$/, ''));
    const ids = rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ruleFiles].sort()).toEqual([...ids].sort());
    expect(readdirSync(fixtures).sort()).toEqual([...ids].sort());
  });

  it('is what the writers\' guide lists (run `npm run docs:rules` after changing a rule)', () => {
    const guide = readFileSync(guidePath, 'utf8');
    expect(withWriterRules(guide)).toBe(guide);
  });
});

describe.each(rules.map((rule) => [rule.id, rule] as const))('rule %s', (id, rule) => {
  const report = checkContent(join(fixtures, id, 'content'));
  const problems = [...report.errors.map((problem) => ['error', problem] as const), ...report.warnings.map((problem) => ['warning', problem] as const)];

  it('reports its fixture with the expected messages', () => {
    const lines = problems.filter(([, problem]) => problem.rule === id).map(([kind, problem]) => formatProblem(kind, problem));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith(`${rule.severity}: `))).toBe(true);
    const expectedFile = join(fixtures, id, 'expected.txt');
    const actual = `${lines.join('\n')}\n`;
    if (update) writeFileSync(expectedFile, actual);
    expect(existsSync(expectedFile)).toBe(true);
    expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
  });

  it('is the only rule its fixture breaks (page-quality warnings aside)', () => {
    const others = report.errors.filter((problem) => problem.rule !== id).map((problem) => formatProblem('error', problem));
    expect(others).toEqual([]);
  });
});
