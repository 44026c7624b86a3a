import { describe, expect, it } from 'vitest';
import { isLoadError } from '@/lib/browser/errors';

describe('isLoadError', () => {
  it("recognises webpack's ChunkLoadError by name", () => {
    expect(isLoadError({ name: 'ChunkLoadError', message: 'anything' })).toBe(true);
  });

  it.each([
    'Loading chunk 742 failed.',
    'Loading CSS chunk 12 failed.',
    'Failed to fetch',
    'Failed to fetch dynamically imported module: https://example.org/_next/static/chunks/app.js',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
  ])('recognises the browser message %j', (message) => {
    expect(isLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'title')"),
    new Error('Minified React error #418'),
    new RangeError('Maximum call stack size exceeded'),
    {},
  ])('treats %s as a crash, not a load failure', (error) => {
    expect(isLoadError(error)).toBe(false);
  });
});
