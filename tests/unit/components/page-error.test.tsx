// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageError } from '@/components/errors/PageError';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 742 failed.\n(error: https://example.org/_next/static/chunks/742.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('PageError', () => {
  it('shows the load-error panel with "Retry" for a ChunkLoadError', () => {
    const reset = vi.fn();
    render(<PageError error={chunkLoadError()} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk 742 failed.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('This page crashed.')).toBeNull();
  });

  it('shows the load-error panel for a failed dynamic import', () => {
    render(<PageError error={new TypeError('Failed to fetch dynamically imported module: /chunk.js')} reset={() => {}} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reloads the page once when "Retry" is pressed, and does not reset it', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const reset = vi.fn();
    render(<PageError error={new Error('Failed to fetch')} reset={reset} />);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it('shows the crash panel for any other error, and "Try again" resets the page once', () => {
    const reset = vi.fn();
    render(<PageError error={new TypeError("Cannot read properties of undefined (reading 'title')")} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("Cannot read properties of undefined (reading 'title')");
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(reset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
