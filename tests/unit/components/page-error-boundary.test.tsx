// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageError } from '@/components/errors/PageErrorBoundary';

afterEach(cleanup);

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 742 failed.\n(error: https://example.org/_next/static/chunks/742.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('PageError', () => {
  it('shows the load-error panel with "Retry" for a ChunkLoadError', () => {
    const reset = vi.fn();
    render(<PageError error={chunkLoadError()} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('This page crashed.')).toBeNull();
  });

  it('shows the load-error panel for a failed dynamic import', () => {
    render(<PageError error={new TypeError('Failed to fetch dynamically imported module: /chunk.js')} reset={() => {}} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the crash panel for any other error, and "Try again" resets the page', () => {
    const reset = vi.fn();
    render(<PageError error={new TypeError("Cannot read properties of undefined (reading 'title')")} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("Cannot read properties of undefined (reading 'title')");
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
