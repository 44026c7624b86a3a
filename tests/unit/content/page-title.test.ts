import { describe, expect, it } from 'vitest';
import { standaloneTitle } from '@/lib/content/page-title';

describe('standaloneTitle', () => {
  it('names the library after a title that does not', () => {
    expect(standaloneTitle('API', 'Glossa')).toBe('API – Glossa');
    expect(standaloneTitle('Worked example', 'Sokol')).toBe('Worked example – Sokol');
  });

  it('leaves a title that already names its library, and pages outside a library', () => {
    expect(standaloneTitle('CraftBullet API', 'CraftBullet')).toBe('CraftBullet API');
    expect(standaloneTitle('Getting started with craftbullet', 'CraftBullet')).toBe('Getting started with craftbullet');
    expect(standaloneTitle('Welcome to Phosphorous', null)).toBe('Welcome to Phosphorous');
  });
});
