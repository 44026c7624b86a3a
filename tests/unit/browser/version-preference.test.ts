import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '@/lib/browser/guarded-apis';
import { storedVersionChoice } from '@/lib/browser/version-preference';

const KEY = 'docs-preferred-version-beta';

describe('the stored choice of a docs version', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the version chosen, per library', () => {
    writeStored(KEY, '2.0');
    expect(storedVersionChoice(KEY, ['1.4', '2.0'])).toBe('2.0');
    expect(storedVersionChoice('docs-preferred-version-glossa', ['0.6.0', '1.0'])).toBeNull();
  });

  it.each(['{corrupt', '', '9.9', '2.0 '])('ignores a stored %j that is no version of the library', (value) => {
    writeStored(KEY, value);
    expect(storedVersionChoice(KEY, ['1.4', '2.0'])).toBeNull();
  });

  it('reads no choice where storage throws', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(storedVersionChoice(KEY, ['1.4', '2.0'])).toBeNull();
  });
});
