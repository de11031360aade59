import { compile } from './compile-support';

describe('compiling keywords', () => {
  it('puts jobs in their stages, `.pre` first and `.post` last, `test` by default', async () => {
    const pipeline = await compile('stages: [build, deploy]\nlast:\n  stage: .post\n  script: x\nfirst:\n  stage: .pre\n  script: x\nb:\n  stage: build\n  script: x\n');
    expect(pipeline.stages).toEqual(['.pre', 'build', 'deploy', '.post']);
    expect(pipeline.jobs.map((job) => [job.name, job.stage, job.stageIdx])).toEqual([['last', '.post', 3], ['first', '.pre', 0], ['b', 'build', 1]]);
    expect((await compile('unit:\n  script: x\n')).jobs[0]).toMatchObject({ stage: 'test', stageIdx: 2 });
  });

  it('leaves hidden jobs out and lets jobs extend them over several levels, deep-merging mappings', async () => {
    const pipeline = await compile([
      '.base:', '  image: node:20', '  variables: { A: "1", B: "1" }', '  tags: [docker]',
      '.test-base:', '  extends: .base', '  variables: { B: "2" }', '  script: [npm test]',
      'unit:', '  extends: .test-base', '  variables: { C: "3" }', '  tags: [linux]',
    ].join('\n'));
    expect(pipeline.jobs).toHaveLength(1);
    const [unit] = pipeline.jobs;
    expect(unit.options.image).toEqual({ name: 'node:20' });
    expect(unit.options.script).toEqual(['npm test']);
    expect(unit.variables).toEqual({ A: '1', B: '2', C: '3' });
    // Arrays are replaced, not merged.
    expect(unit.tags).toEqual(['linux']);
  });

  it('applies default: and top-level keywords to jobs that do not set them, as inherit allows', async () => {
    const pipeline = await compile([
      'image: ruby:3', 'default:', '  before_script: [setup]', '  retry: 2', '  timeout: 1h 30m',
      'a:', '  script: a', 'b:', '  script: b', '  image: alpine', '  inherit:', '    default: [retry]',
      'c:', '  script: c', '  inherit:', '    default: false',
    ].join('\n'));
    const [a, b, c] = pipeline.jobs;
    expect(a.options).toMatchObject({ image: { name: 'ruby:3' }, before_script: ['setup'], retry: { max: 2 }, timeout: 5400 });
    expect(b.options.image).toEqual({ name: 'alpine' });
    expect(b.options.before_script).toBeUndefined();
    expect(b.options.retry).toEqual({ max: 2 });
    expect(c.options.before_script).toBeUndefined();
  });

  it('merges global variables under job variables, as inherit:variables allows', async () => {
    const pipeline = await compile('variables:\n  G: g\n  N: 1\na:\n  script: a\n  variables: { N: 2 }\nb:\n  script: b\n  inherit:\n    variables: false\n');
    expect(pipeline.jobs[0].variables).toEqual({ G: 'g', N: '2' });
    expect(pipeline.jobs[1].variables).toEqual({});
  });

  it('reads local includes (nested), the including file winning', async () => {
    const files = {
      'ci/base.yml': 'include: ci/more.yml\nvariables: { FROM: base }\nbuild:\n  script: make\n',
      'ci/more.yml': 'lint:\n  script: lint\n',
    };
    const pipeline = await compile('include:\n  - local: /ci/base.yml\nvariables: { FROM: root }\ntest:\n  script: t\n', { files });
    expect(pipeline.jobs.map((job) => job.name).sort()).toEqual(['build', 'lint', 'test']);
    expect(pipeline.jobs[0].variables.FROM).toBe('root');
  });

  it('records when, start_in, allow_failure with exit codes, needs, dependencies, artifacts, retry, services and trigger', async () => {
    const pipeline = await compile([
      'build:', '  stage: build', '  script: make', '  artifacts:', '    paths: [dist/]', '    expire_in: 1 week', '    reports:', '      junit: report.xml',
      'test:', '  script: t', '  needs: [build, { job: lint, artifacts: false }]', '  dependencies: [build]', '  allow_failure:', '    exit_codes: [137, 255]',
      '  retry: { max: 1, when: [script_failure] }', '  services: [postgres:16, { name: redis, alias: cache }]',
      'lint:', '  stage: build', '  script: l',
      'deploy:', '  stage: deploy', '  script: d', '  when: delayed', '  start_in: 30 minutes',
      'approve:', '  stage: deploy', '  script: a', '  when: manual',
      'downstream:', '  stage: deploy', '  trigger:', '    include: child.yml',
    ].join('\n'));
    const job = (name: string) => pipeline.jobs.find((j) => j.name === name)!;
    expect(job('build').options.artifacts).toEqual({ paths: ['dist/'], expire_in: '1 week', reports: { junit: 'report.xml' } });
    expect(job('test')).toMatchObject({
      needs: [{ name: 'build', artifacts: true, optional: false }, { name: 'lint', artifacts: false, optional: false }],
      allowFailure: false, exitCodes: [137, 255],
      options: { dependencies: ['build'], retry: { max: 1, when: ['script_failure'] }, services: [{ name: 'postgres:16' }, { name: 'redis', alias: 'cache' }] },
    });
    expect(job('lint').needs).toBeNull();
    expect(job('deploy')).toMatchObject({ when: 'delayed', options: { start_in: '30 minutes' } });
    expect(job('approve')).toMatchObject({ when: 'manual', allowFailure: true });
    expect(job('downstream')).toMatchObject({ kind: 'bridge', options: { trigger: { include: 'child.yml' } } });
  });

  it('names the pipeline from workflow:name, expanding variables', async () => {
    const yaml = 'variables: { KIND: nightly }\nworkflow:\n  name: "$KIND build of $CI_COMMIT_REF_NAME"\njob:\n  script: x\n';
    expect((await compile(yaml)).name).toBe('nightly build of main');
    expect((await compile('job:\n  script: x\n')).name).toBeNull();
  });
});
