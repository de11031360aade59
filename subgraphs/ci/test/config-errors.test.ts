import { errorsOf } from './compile-support';

describe('configuration errors, in GitLab words', () => {
  it.each([
    ['a job without script or trigger', 'build:\n  stage: build\n', ['jobs:build config should implement the script:, run:, or trigger: keyword']],
    ['a job that is not a mapping', 'build: echo\n', ['jobs:build config should implement the script:, run:, or trigger: keyword']],
    ['only hidden jobs', '.hidden:\n  script: echo\n', ['jobs config should contain at least one visible job']],
    ['an unknown stage', 'build:\n  stage: compile\n  script: make\n',
      ['build job: chosen stage does not exist; available stages are .pre, build, test, deploy, .post']],
    ['an unknown stage against declared stages', 'stages: [one]\nbuild:\n  stage: two\n  script: make\n',
      ['build job: chosen stage does not exist; available stages are .pre, one, .post']],
    ['an unknown key', 'build:\n  script: make\n  scripts: x\n', ['jobs:build config contains unknown keys: scripts']],
    ['a bad when', 'build:\n  script: make\n  when: later\n',
      ['jobs:build when should be one of: on_success, on_failure, always, manual, delayed']],
    ['an undefined need', 'build:\n  script: make\n  needs: [lint]\n', ['build job: undefined need: lint']],
    ['an undefined dependency', 'build:\n  script: make\n  dependencies: [lint]\n', ['build job: undefined dependency: lint']],
    ['a dependency in a later stage', 'build:\n  stage: build\n  script: make\n  dependencies: [test]\ntest:\n  stage: test\n  script: t\n',
      ['build job: dependency test is not defined in current or prior stages']],
    ['a non-mapping document', '- a\n- b\n', ['Invalid configuration format']],
    ['a scalar document', 'just text\n', ['Invalid configuration format']],
    ['an unknown extends base', 'build:\n  extends: .base\n  script: make\n', ['build: unknown keys in `extends` (.base)']],
    ['circular extends', '.a:\n  extends: .b\n.b:\n  extends: .a\nbuild:\n  extends: .a\n  script: x\n', ['.a: circular dependency detected in `extends`']],
    ['a delayed job without start_in', 'build:\n  script: make\n  when: delayed\n', ['jobs:build start in should be a duration']],
    ['a missing local include', 'include:\n  - local: ci/build.yml\nbuild:\n  script: make\n', ['Local file `ci/build.yml` does not exist!']],
    ['an invalid rules:if', 'build:\n  script: make\n  rules:\n    - if: $A ==\n', ['jobs:build rules:rule if invalid expression syntax']],
    ['rules with only', 'build:\n  script: make\n  only: [main]\n  rules:\n    - when: always\n',
      ['jobs:build config key may not be used with `rules`: only']],
    ['a script of mappings', 'build:\n  script:\n    - a: b\n', ['jobs:build script config should be a string or a nested array of strings up to 10 levels deep']],
    ['a bad timeout', 'build:\n  script: make\n  timeout: soon\n', ['jobs:build timeout config should be a duration']],
    ['tags that are not strings', 'build:\n  script: make\n  tags:\n    - a: 1\n', ['jobs:build tags config should be an array of strings']],
  ])('reports %s', async (_case, yaml, expected) => {
    expect(await errorsOf(yaml)).toEqual(expected);
  });

  it('reports every invalid job at once', async () => {
    expect(await errorsOf('a:\n  stage: build\nb:\n  stage: test\n')).toEqual([
      'jobs:a config should implement the script:, run:, or trigger: keyword',
      'jobs:b config should implement the script:, run:, or trigger: keyword',
    ]);
  });

  it('reports YAML syntax errors as Psych does', async () => {
    expect(await errorsOf('# CI\nbuild:\n  script: make\n bad: 1\n')).toEqual([
      '(<unknown>): did not find expected key while parsing a block mapping at line 2 column 1',
    ]);
    expect(await errorsOf('build:\n  script: make\n  - other\n')).toEqual([
      '(<unknown>): did not find expected key while parsing a block mapping at line 2 column 3',
    ]);
    expect(await errorsOf('stages: [build\n')).toEqual([
      "(<unknown>): did not find expected ',' or ']' while parsing a flow sequence at line 1 column 9",
    ]);
  });

  it('refuses an alias bomb instead of expanding it', async () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]},*${'abcdefgh'[i]}]`), 'job:\n  script: *h'].join('\n');
    const errors = await errorsOf(bomb);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\(<unknown>\): /);
  });

  it("fails a job that needs a job the rules left out, unless the need is optional", async () => {
    const yaml = (optional: boolean) => `build:\n  script: make\n  rules:\n    - if: $NEVER\ntest:\n  script: t\n  needs:\n    - job: build\n      optional: ${optional}\n`;
    expect(await errorsOf(yaml(false))).toEqual([
      "'test' job needs 'build' job, but 'build' does not exist in the pipeline. This might be because of the only, except, or rules keywords. To need a job that sometimes does not exist in the pipeline, use needs:optional.",
    ]);
    expect(await errorsOf(yaml(true))).toEqual([]);
  });
});
