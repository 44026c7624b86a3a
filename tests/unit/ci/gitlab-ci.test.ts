import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '@/lib/site-config';

// gray-matter (already a dependency) parses YAML front matter with js-yaml: no extra package.
const pipeline = matter(`---\n${readFileSync('.gitlab-ci.yml', 'utf8')}\n---\n`).data as Record<string, Record<string, unknown>>;

type Job = Record<string, unknown>;
const isHash = (value: unknown): value is Job => typeof value === 'object' && value !== null && !Array.isArray(value);

/** GitLab's `extends`: the named jobs' hashes merged deeply under the job's own keys; lists are replaced, not merged. */
function merged(base: Job, own: Job): Job {
  const result = { ...base };
  for (const [key, value] of Object.entries(own)) result[key] = isHash(value) && isHash(base[key]) ? merged(base[key], value) : value;
  return result;
}

function job(name: string): Job {
  const { extends: parents, ...own } = pipeline[name] ?? {};
  expect(pipeline[name], name).toBeDefined();
  return [parents ?? []].flat().reduceRight<Job>((result, parent) => merged(job(parent as string), result), own);
}

const onlyOn = (name: string) => ((job(name).rules ?? []) as { if?: string; when?: string }[]);
const MERGE_REQUEST = /^\$CI_PIPELINE_SOURCE\s*==\s*["']merge_request_event["']$/;

describe('.gitlab-ci.yml', () => {
  const pages = pipeline.pages!;

  it('has a pages job that publishes public/ and nothing else', () => {
    expect(pages).toBeDefined();
    expect((pages.artifacts as { paths: string[] }).paths).toEqual(['public']);
  });

  it('clones the whole history, which "Last updated" reads', () => {
    expect((pipeline.variables as Record<string, unknown>).GIT_DEPTH).toBe(0);
  });

  it('publishes from the main branch only', () => {
    const rules = pages.rules as { if?: string }[];
    expect(rules.map((rule) => rule.if)).toContainEqual(expect.stringMatching(/\$CI_COMMIT_BRANCH\s*==\s*["']main["']/));
    expect(rules.every((rule) => !rule.if || /main/.test(rule.if))).toBe(true);
  });

  it('runs on a Node 20 Debian image and builds the Pages copy after the tests', () => {
    const image = String(pages.image ?? pipeline.default?.image ?? '');
    expect(image).toMatch(/^node:20[.\d]*-(bookworm|bullseye|trixie)(-slim)?$/);
    const script = (pages.script as string[]).join('\n');
    expect(script).toMatch(/(npm test|\.ci\/run)[\s\S]*npm run build:pages[\s\S]*mv out-pages public/);
  });

  it('runs the tests on every branch and merge request, not only main', () => {
    const test = pipeline.test!;
    expect(test).toBeDefined();
    expect((test.script as string[]).join('\n')).toMatch(/npm test|\.ci\/run/);
    expect(JSON.stringify(test.rules ?? [])).not.toMatch(/== ["']main["']/);
  });
});

describe('a merge request in .gitlab-ci.yml', () => {
  const review = job('review');
  const deploy = job('review-pages');
  const stop = job('stop-review');

  it('builds the merge request’s site as a preview under /mr-<iid>, content check first, beside the tests', () => {
    expect(onlyOn('review').map((rule) => rule.if)).toEqual([expect.stringMatching(MERGE_REQUEST)]);
    expect((review.variables as Job).BASE_PATH).toBe('/mr-$CI_MERGE_REQUEST_IID');
    const script = [...((review.before_script ?? []) as string[]), ...(review.script as string[])].join('\n');
    // build:preview runs the content check first, as every build does, and marks the site noindex.
    expect(script).toMatch(/npm install[\s\S]*npm run build:preview[\s\S]*npm run build:pages[\s\S]*mv out-pages public/);
    expect(review.needs).toEqual([]);
  });

  it('publishes the content check’s findings as a Code Quality report, also when errors fail the job', () => {
    for (const name of ['review', 'code-quality']) {
      const { variables, artifacts } = job(name) as { variables: Job; artifacts: { when: string; reports: { codequality: string } } };
      expect(artifacts.reports.codequality, name).toBe(variables.CODE_QUALITY_REPORT);
      expect(artifacts.when, name).toBe('always');
    }
    // GitLab shows what a merge request adds or resolves against its target branch's report.
    expect(onlyOn('code-quality').map((rule) => rule.if)).toEqual([expect.stringMatching(/\$CI_COMMIT_BRANCH\s*==\s*["']main["']/)]);
    expect((job('code-quality').script as string[]).join('\n')).toMatch(/npm run content:check/);
  });

  it('keeps the built site as an artifact the merge request links to, where Pages cannot publish it', () => {
    const artifacts = review.artifacts as { expose_as: string; paths: string[]; expire_in: string };
    expect(artifacts.expose_as).toMatch(/^[\w -]+$/);
    expect(artifacts.paths).toEqual(['public/', 'code-changes.txt']);
    expect(artifacts.expire_in).toBeDefined();
  });

  it('publishes it as a Pages parallel deployment under mr-<iid> that expires, without failing the pipeline where it cannot', () => {
    expect(onlyOn('review-pages').map((rule) => rule.if)).toEqual([expect.stringMatching(MERGE_REQUEST)]);
    expect(deploy.pages).toEqual({ path_prefix: 'mr-$CI_MERGE_REQUEST_IID', expire_in: expect.any(String) });
    expect(deploy.needs).toEqual(['review']);
    expect((deploy.artifacts as { paths: string[] }).paths).toEqual(['public']);
    expect(deploy.allow_failure).toBe(true);
  });

  it('publishes on the site’s origin only a merge request that changes nothing outside content/', () => {
    const listed = (review.script as string[]).find((line) => line.includes('code-changes.txt'));
    expect(listed).toMatch(/^git diff --name-only "\$CI_MERGE_REQUEST_DIFF_BASE_SHA" HEAD -- \. ':\(exclude\)content\/' > code-changes\.txt$/);
    const [guard] = deploy.script as string[];
    expect(guard).toMatch(/^if \[ -s code-changes\.txt \]; then .*exit 1; fi$/);
  });

  it('gives the CMS its "View preview" link: a commit status named as Decap looks for it, pointing at the preview', () => {
    const post = (deploy.script as string[]).find((line) => line.includes('/statuses/'));
    expect(post).toContain('if [ -n "$PREVIEW_STATUS_TOKEN" ]');
    expect(post).toContain(`--data-urlencode name=${cmsConfig.previewContext}`);
    expect(post).toContain('--data-urlencode state=success');
    expect(post).toContain('--data-urlencode "target_url=$CI_PAGES_URL"');
    // Decap reads the statuses of the merge request's last commit; in a merged results pipeline
    // CI_COMMIT_SHA is the merge commit, and that commit is CI_MERGE_REQUEST_SOURCE_BRANCH_SHA.
    expect(post).toContain('"$CI_API_V4_URL/projects/$CI_PROJECT_ID/statuses/${CI_MERGE_REQUEST_SOURCE_BRANCH_SHA:-$CI_COMMIT_SHA}"');
  });

  it('shows it on the merge request as an environment that stops when the merge request closes or after a set time', () => {
    const environment = deploy.environment as Job;
    expect(environment).toEqual({ name: 'review/$CI_MERGE_REQUEST_IID', url: '$CI_PAGES_URL', on_stop: 'stop-review', auto_stop_in: expect.any(String) });
    expect(onlyOn('stop-review')).toEqual([{ if: expect.stringMatching(MERGE_REQUEST), when: 'manual' }]);
    expect(stop.environment).toEqual({ name: environment.name, action: 'stop' });
    expect(stop.allow_failure).toBe(true);
    // GitLab runs a stop job only from the deployment's stage or a later one.
    expect(stop.stage).toBe(deploy.stage);
  });

  it('leaves production to main: only the pages job publishes without a path prefix', () => {
    const publishing = Object.keys(pipeline).filter((name) => name === 'pages' || isHash(pipeline[name]?.pages));
    expect(publishing.sort()).toEqual(['pages', 'review-pages']);
    expect(onlyOn('pages').every((rule) => /main/.test(rule.if ?? ''))).toBe(true);
  });
});
