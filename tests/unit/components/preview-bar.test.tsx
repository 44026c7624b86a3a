// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { siteConfig } from '@/lib/site-config';

afterEach(cleanup);

describe('the bar on every page of a preview', () => {
  it('says the page is a preview of its merge request and links to it', () => {
    render(<PreviewBar mergeRequest={12} />);
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar.textContent).toBe('This is a preview of merge request !12, not the published documentation.');
    expect(screen.getByRole('link', { name: 'merge request !12' }).getAttribute('href')).toBe(`${siteConfig.repository.url}/-/merge_requests/12`);
  });

  it('says it is a preview without a link when built outside a merge request', () => {
    render(<PreviewBar mergeRequest={null} />);
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toBe('This is a preview build, not the published documentation.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
