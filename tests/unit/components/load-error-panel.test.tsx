// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorPanel } from '@/components/errors/LoadErrorPanel';

afterEach(cleanup);

describe('LoadErrorPanel', () => {
  it('says the page could not be loaded and shows the error text', () => {
    render(<LoadErrorPanel error={new Error('Loading chunk 742 failed.')} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk 742 failed.');
  });

  it('calls onRetry once when "Retry" is pressed', () => {
    const onRetry = vi.fn();
    render(<LoadErrorPanel error={new Error('Failed to fetch')} onRetry={onRetry} />);
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
