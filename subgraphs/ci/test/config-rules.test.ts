import { compile, jobNames } from './compile-support';
import { compileConfig } from '../services/config/compile-config';
import { input } from './compile-support';

describe('rules, only/except and workflow', () => {
  const rulesJob = (rules: string) => `job:\n  script: x\n  rules:\n${rules}\nother:\n  script: y\n`;

  it.each([
    ['$CI_COMMIT_BRANCH == "main"', 'main', true],
    ['$CI_COMMIT_BRANCH == "main"', 'dev', false],
    ['$CI_COMMIT_BRANCH != "main"', 'dev', true],
    ['$CI_COMMIT_BRANCH =~ /^feat/', 'feature-x', true],
    ['$CI_COMMIT_BRANCH !~ /^feat/', 'feature-x', false],
    ['$CI_COMMIT_BRANCH =~ /^MAIN$/i', 'main', true],
    ['$CI_COMMIT_TAG', 'main', false],
    ['$CI_COMMIT_TAG == null', 'main', true],
    ['$CI_COMMIT_BRANCH == "dev" || $CI_PIPELINE_SOURCE == "push"', 'main', true],
    ['$CI_COMMIT_BRANCH == "dev" || $CI_PIPELINE_SOURCE == "push" && $NOPE', 'main', false],
    ['($CI_COMMIT_BRANCH == "dev" || $CI_PIPELINE_SOURCE == "push") && $CI_DEFAULT_BRANCH == $CI_COMMIT_BRANCH', 'main', true],
  ])('evaluates if: %s on %s', async (expression, ref, included) => {
    const names = await jobNames(rulesJob(`    - if: '${expression}'`), { ref });
    expect(names.includes('job')).toBe(included);
  });

  it('takes the first matching rule, with its when, allow_failure and variables; `never` and no match leave the job out', async () => {
    const yaml = rulesJob([
      '    - if: $CI_COMMIT_BRANCH == "dev"', '      when: never',
      '    - if: $CI_COMMIT_BRANCH == "main"', '      when: manual', '      variables: { DEPLOY: "yes" }',
      '    - if: $CI_COMMIT_BRANCH == "rc"', '      allow_failure: true',
    ].join('\n'));
    expect(await jobNames(yaml, { ref: 'dev' })).toEqual(['other']);
    expect(await jobNames(yaml, { ref: 'other' })).toEqual(['other']);
    const main = (await compile(yaml, { ref: 'main' })).jobs[0];
    // A manual job from a rule blocks unless the rule allows failure.
    expect(main).toMatchObject({ when: 'manual', allowFailure: false, variables: { DEPLOY: 'yes' } });
    expect((await compile(yaml, { ref: 'rc' })).jobs[0]).toMatchObject({ when: 'on_success', allowFailure: true });
  });

  it('lets pipeline variables and job variables reach rules', async () => {
    const yaml = 'variables: { MODE: quick }\njob:\n  script: x\n  variables: { LOCAL: "1" }\n  rules:\n    - if: $MODE == "full" && $LOCAL\n';
    expect(await jobNames(yaml)).toEqual([]);
    expect(await jobNames(yaml, { pipelineVariables: { MODE: 'full' } })).toEqual(['job']);
  });

  it('evaluates changes against the pushed paths, always true without a previous commit', async () => {
    const yaml = rulesJob('    - changes: ["src/**/*.ts", "{Dockerfile,Makefile}"]');
    expect(await jobNames(yaml, { changedPaths: async () => ['docs/readme.md'] })).toEqual(['other']);
    expect(await jobNames(yaml, { changedPaths: async () => ['src/a/b.ts'] })).toEqual(['job', 'other']);
    expect(await jobNames(yaml, { changedPaths: async () => ['Makefile'] })).toEqual(['job', 'other']);
    expect(await jobNames(yaml, { changedPaths: async () => null })).toEqual(['job', 'other']);
  });

  it('evaluates exists against the repository files', async () => {
    const yaml = rulesJob('    - exists: ["**/package.json"]');
    expect(await jobNames(yaml, { files: { 'README.md': '' } })).toEqual(['other']);
    expect(await jobNames(yaml, { files: { 'web/package.json': '{}' } })).toEqual(['job', 'other']);
  });

  it('applies only/except with refs, keywords, regexes and the default of branches and tags', async () => {
    const yaml = [
      'main-only:', '  script: x', '  only: [main]',
      'tags-only:', '  script: x', '  only: [tags]',
      'not-release:', '  script: x', '  except: ["/^release-.*$/"]',
      'api-only:', '  script: x', '  only: { refs: [api] }',
      'default:', '  script: x',
    ].join('\n').replace('default:', 'plain:');
    expect(await jobNames(yaml, { ref: 'main' })).toEqual(['main-only', 'not-release', 'plain']);
    expect(await jobNames(yaml, { ref: 'release-1', source: 'api' })).toEqual(['api-only', 'plain']);
    expect(await jobNames(yaml, { ref: 'v1', tag: true })).toEqual(['tags-only', 'not-release', 'plain']);
  });

  it('filters the whole pipeline with workflow rules, passing their variables on', async () => {
    const yaml = 'workflow:\n  rules:\n    - if: $CI_PIPELINE_SOURCE == "api"\n      variables: { FROM_WORKFLOW: "yes" }\njob:\n  script: x\n';
    expect(await compileConfig(yaml, input({ source: 'push' }))).toEqual({ kind: 'filtered', reason: 'workflow' });
    const pipeline = await compile(yaml, { source: 'api' });
    expect(pipeline.jobs[0].variables).toEqual({ FROM_WORKFLOW: 'yes' });
  });

  it('answers no_jobs when the rules leave no job', async () => {
    expect(await compileConfig('job:\n  script: x\n  only: [nope]\n', input())).toEqual({ kind: 'filtered', reason: 'no_jobs' });
  });
});
