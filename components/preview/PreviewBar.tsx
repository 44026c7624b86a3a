import { siteConfig } from '@/lib/site-config';

/**
 * Heads every page of a merge request's preview, so nobody takes it for the published site, and
 * leads a reviewer back to the merge request. Not dismissible: it is what the preview is.
 */
export function PreviewBar({ mergeRequest }: { mergeRequest: number | null }) {
  return (
    <div role="region" aria-label="Preview" className="border-b border-warning-border bg-warning-bg px-4 py-2 text-center text-small text-warning-title">
      {mergeRequest === null ? (
        <p>This is a preview build, not the published documentation.</p>
      ) : (
        <p>
          This is a preview of{' '}
          <a href={`${siteConfig.repository.url}/-/merge_requests/${mergeRequest}`} className="font-semibold underline">
            merge request !{mergeRequest}
          </a>
          , not the published documentation.
        </p>
      )}
    </div>
  );
}
