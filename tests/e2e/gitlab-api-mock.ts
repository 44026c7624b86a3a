import { posix } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { siteConfig } from '../../lib/site-config';

/** A commit status as GitLab's `GET …/repository/commits/:sha/statuses` lists it (the fields Decap reads). */
export interface CommitStatus {
  name: string;
  status: 'pending' | 'running' | 'success' | 'failed' | 'canceled';
  target_url: string | null;
}

/** One page a writer changed in /admin, waiting in Decap's editorial workflow as an open merge request. */
export interface WorkflowEntry {
  /** Its collection in the generated config (a library's folder name, `glossa`). */
  collection: string;
  /** Its path inside the collection's folder without extension, as Decap names a nested entry (`concepts/icu`). */
  slug: string;
  /** Its file from the repository's root (`content/glossa/concepts/icu.md`). */
  path: string;
  /** The file's text, the same on both branches: the test is about the merge request, not the change. */
  text: string;
}

export interface GitLabMock {
  /** What the merge request's last commit carries from now on, as its pipeline posts them. */
  setStatuses(statuses: readonly CommitStatus[]): void;
  /** The API requests nothing here answers (404): Decap asked for something this mock does not know. */
  readonly unanswered: string[];
}

type Answer = Parameters<Route['fulfill']>[0];

const { branch: TARGET_BRANCH, url: REPOSITORY_URL } = siteConfig.repository;
/** The generated config's api_root (lib/cms/decap-config.ts): the repository's GitLab instance. */
const API_ROOT = `${new URL(REPOSITORY_URL).origin}/api/v4`;
const PROJECT = `/projects/${encodeURIComponent(new URL(REPOSITORY_URL).pathname.slice(1))}`;
const MERGE_REQUEST_SHA = 'c0ffee0000000000000000000000000000000007';
const TARGET_BRANCH_SHA = 'ba5e000000000000000000000000000000000001';
const BLOB_ID = 'b10b000000000000000000000000000000000007';
/** GitLab's Developer role: Decap lets a writer in from 30 (write access) up. */
const DEVELOPER_ACCESS = 30;

/**
 * Serves the GitLab API v4 answers Decap's GitLab backend (decap-cms-backend-gitlab's API.ts) asks
 * for when a signed-in writer opens one entry of its editorial workflow, and nothing else: the
 * repository holds that entry's file alone, so every list is short and no real content matters.
 */
export async function mockGitLabApi(page: Page, entry: WorkflowEntry): Promise<GitLabMock> {
  let statuses: readonly CommitStatus[] = [];
  const unanswered: string[] = [];
  // Decap's branch for an entry: `cms/<collection>/<slug>` (decap-cms-lib-util's branchFromContentKey).
  const sourceBranch = `cms/${entry.collection}/${entry.slug}`;
  const file = `${PROJECT}/repository/files/${encodeURIComponent(entry.path)}`;

  // Keyed by the path under the API root, as Decap builds it (the project by its encoded full path).
  const answers = new Map<string, (url: URL) => Answer>([
    // Restoring a session starts with who signed in; Decap shows the name in its header.
    ['/user', () => ({ json: { id: 7, username: 'writer', name: 'A Writer', avatar_url: '' } })],
    // Decap checks the writer's own access level before anything else.
    [PROJECT, () => ({ json: { shared_with_groups: [], permissions: { project_access: { access_level: DEVELOPER_ACCESS }, group_access: null } } })],
    // Decap keeps the open merge requests from a `cms/` branch carrying one of its labels, and asks
    // for the entry's own one by its source branch.
    [
      `${PROJECT}/merge_requests`,
      (url) => ({ json: [mergeRequest(sourceBranch)].filter((request) => [null, request.source_branch].includes(url.searchParams.get('source_branch'))) }),
    ],
    // The target branch's head, which Decap keys its cache of published entries by.
    [`${PROJECT}/repository/branches/${TARGET_BRANCH}`, () => ({ json: { name: TARGET_BRANCH, commit: { id: TARGET_BRANCH_SHA } } })],
    // Folder listings: the collection's published entries, and the media folders.
    [`${PROJECT}/repository/tree`, (url) => ({ json: isListed(entry.path, url) ? [{ id: BLOB_ID, type: 'blob', name: posix.basename(entry.path), path: entry.path }] : [] })],
    // The published entry's last commit, for the "updated on" Decap shows.
    [`${PROJECT}/repository/commits`, () => ({ json: [{ id: TARGET_BRANCH_SHA, author_name: 'A Writer', authored_date: '2026-11-24T12:00:00Z' }] })],
    // What the merge request changes: the entry's one file.
    [
      `${PROJECT}/repository/compare`,
      () => ({ json: { diffs: [{ old_path: entry.path, new_path: entry.path, new_file: false, renamed_file: false, deleted_file: false, diff: '@@ -1 +1 @@' }] } }),
    ],
    // Asked with HEAD: Decap reads the file's blob id from this header only.
    [file, () => ({ headers: { 'X-Gitlab-Blob-Id': BLOB_ID } })],
    [`${file}/raw`, () => ({ contentType: 'text/plain', body: entry.text })],
    // The merge request's last commit's statuses: Decap takes the one named preview_context.
    [`${PROJECT}/repository/commits/${MERGE_REQUEST_SHA}/statuses`, () => ({ json: statuses })],
  ]);

  await page.route(`${API_ROOT}/**`, async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.slice(new URL(API_ROOT).pathname.length);
    const answer = answers.get(path);
    if (answer) return route.fulfill(answer(url));
    unanswered.push(`${route.request().method()} ${path}${url.search}`);
    return route.fulfill({ status: 404, json: { message: '404 Not found' } });
  });

  return {
    setStatuses: (next) => {
      statuses = next;
    },
    unanswered,
  };
}

/**
 * Signs a writer in the way Decap restores a session on load (its LocalStorageAuthStore): a stored
 * user of the configured backend, whose token it then checks against `/user`.
 */
export async function signInAsWriter(page: Page) {
  await page.addInitScript(() => localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'gitlab', token: 'writer-token' })));
}

/** Whether a listing of the folder in `url` (`?path=…&recursive=…`) includes the file. */
function isListed(filePath: string, url: URL): boolean {
  const folder = url.searchParams.get('path') ?? '';
  const recursive = url.searchParams.get('recursive') === 'true';
  return recursive ? filePath.startsWith(`${folder}/`) : posix.dirname(filePath) === folder;
}

/** The fields of an open merge request Decap reads (API.ts's GitLabMergeRequest). */
function mergeRequest(sourceBranch: string) {
  return {
    iid: 7,
    title: 'Update the ICU page',
    state: 'opened',
    source_branch: sourceBranch,
    target_branch: TARGET_BRANCH,
    labels: ['decap-cms/draft'],
    sha: MERGE_REQUEST_SHA,
    author: { name: 'A Writer', username: 'writer' },
    updated_at: '2026-11-24T12:00:00Z',
  };
}
