import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { cmsConfig, siteConfig } from '../../lib/site-config';
import { type CommitStatus, type GitLabMock, mockGitLabApi, signInAsWriter, type WorkflowEntry } from './gitlab-api-mock';

const ENTRY: WorkflowEntry = { collection: 'glossa', slug: 'concepts/icu', path: 'content/glossa/concepts/icu.md', text: readFileSync('content/glossa/concepts/icu.md', 'utf8') };
/** Where .gitlab-ci.yml's review-pages job publishes merge request !7's preview ($CI_PAGES_URL). */
const PREVIEW_URL = `${siteConfig.url}/mr-7`;
/** The status review-pages posts once the preview is live (tests/unit/ci/gitlab-ci.test.ts checks its name). */
const deployPreview = (status: CommitStatus['status']): CommitStatus => ({ name: cmsConfig.previewContext, status, target_url: PREVIEW_URL });

/** How long Decap's editor waits before asking GitLab again when it found no preview (decap-cms-core's backend.ts). */
const DECAP_POLL_INTERVAL_MS = 5000;
const isStatusesRequest = (url: string) => url.includes('/statuses?');

/** Opens the entry's editor and waits until Decap has read the merge request's statuses once. */
async function openEntry(page: Page, gitlab: GitLabMock) {
  const statusesRead = page.waitForResponse((response) => isStatusesRequest(response.url()));
  await page.goto(`/admin#/collections/${ENTRY.collection}/entries/${ENTRY.slug}`);
  await statusesRead;
  await expect(page.getByRole('button', { name: 'Check for Preview' })).toBeVisible();
  expect(gitlab.unanswered).toEqual([]);
}

/**
 * Lets Decap's next poll happen now. Decap asks again only when the last answer held no preview,
 * so once the request is made, the editor has taken that answer as "no preview yet".
 */
async function nextPoll(page: Page) {
  const asked = page.waitForRequest((request) => isStatusesRequest(request.url()));
  await page.clock.fastForward(DECAP_POLL_INTERVAL_MS);
  await asked;
}

test.describe('the CMS links a change waiting in the editorial workflow to its merge request’s preview', () => {
  let gitlab: GitLabMock;

  test.beforeEach(async ({ page }) => {
    gitlab = await mockGitLabApi(page, ENTRY);
    await signInAsWriter(page);
    await page.clock.install();
  });

  test('offers no preview link while the merge request’s last commit has no deploy-preview status, not even for GitLab’s own statuses about deploying, and links it once the pipeline posts one', async ({ page }) => {
    // Without preview_context Decap takes the first status whose name contains "deploy".
    const gitlabsOwn: CommitStatus[] = [
      { name: 'pages:deploy', status: 'success', target_url: 'https://gitlab.com/phosphorous/phosphorous.gitlab.io/-/jobs/43' },
      { name: 'review-pages', status: 'success', target_url: 'https://gitlab.com/phosphorous/phosphorous.gitlab.io/-/jobs/42' },
    ];
    gitlab.setStatuses(gitlabsOwn);
    await openEntry(page, gitlab);
    await nextPoll(page);
    await expect(page.getByRole('link', { name: 'View Preview' })).toHaveCount(0);

    // The review-pages job has published the preview: the editor, still polling, picks it up. Decap
    // sets its next poll's timer only once it has handled the last answer, which a busy machine may
    // not have done yet: the clock is moved on until a poll has brought the link.
    gitlab.setStatuses([...gitlabsOwn, deployPreview('success')]);
    await expect(async () => {
      await page.clock.fastForward(DECAP_POLL_INTERVAL_MS);
      await expect(page.getByRole('link', { name: 'View Preview' })).toHaveAttribute('href', PREVIEW_URL, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test('links "View Preview" to the deployed preview once the pipeline marks deploy-preview successful', async ({ page }) => {
    // The pipeline is still running: the status exists but is not a success yet.
    gitlab.setStatuses([deployPreview('pending')]);
    await openEntry(page, gitlab);
    await expect(page.getByRole('button', { name: 'Check for Preview' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'View Preview' })).toHaveCount(0);

    gitlab.setStatuses([deployPreview('success')]);
    await page.getByRole('button', { name: 'Check for Preview' }).click();
    const link = page.getByRole('link', { name: 'View Preview' });
    // The collections have no preview_path, so Decap links the preview's own URL, not the page's.
    await expect(link).toHaveAttribute('href', PREVIEW_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Check for Preview' })).toHaveCount(0);
    expect(gitlab.unanswered).toEqual([]);
  });
});
