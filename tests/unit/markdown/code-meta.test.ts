import { describe, expect, it } from 'vitest';
import { codeMetaAttribute, hasUnquotedTabLabel } from '@/lib/markdown/code-meta';

describe('fence meta attributes', () => {
  const meta = 'tab="Gradle (Kotlin)" title="build.gradle.kts" {2}';

  it('reads tab="…" and title="…" side by side, spaces and brackets included', () => {
    expect(codeMetaAttribute(meta, 'tab')).toBe('Gradle (Kotlin)');
    expect(codeMetaAttribute(meta, 'title')).toBe('build.gradle.kts');
  });

  it('reads an attribute only as a whole word', () => {
    expect(codeMetaAttribute('subtitle="x"', 'title')).toBeNull();
    expect(codeMetaAttribute('mytab="x"', 'tab')).toBeNull();
  });

  it('has no label without meta or without the attribute', () => {
    expect(codeMetaAttribute(undefined, 'tab')).toBeNull();
    expect(codeMetaAttribute('title="a"', 'tab')).toBeNull();
  });

  it('tells a label written without double quotes', () => {
    expect([hasUnquotedTabLabel('tab=Maven'), hasUnquotedTabLabel("tab='Maven'"), hasUnquotedTabLabel('tab="Maven"'), hasUnquotedTabLabel('title="tab=x"')]).toEqual([true, true, false, false]);
  });
});
