// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashPanel } from '@/components/errors/CrashPanel';

afterEach(cleanup);

describe('CrashPanel', () => {
  it('tells the reader the page crashed and shows why', () => {
    render(<CrashPanel error={new Error('Cannot read properties of undefined')} onTryAgain={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeTruthy();
    expect(alert.textContent).toContain('Cannot read properties of undefined');
  });

  it('calls onTryAgain once when "Try again" is pressed', () => {
    const onTryAgain = vi.fn();
    render(<CrashPanel error={new Error('boom')} onTryAgain={onTryAgain} />);
    expect(onTryAgain).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });
});
