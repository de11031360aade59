import { compositeStatus } from '../services/status/composite-status';
import { processJobs, type ProcessableJob } from '../services/processing/process-jobs';

const jobs = (...statuses: Array<string | [string, boolean]>) =>
  statuses.map((s) => (Array.isArray(s) ? { status: s[0], allowFailure: s[1] } : { status: s, allowFailure: false }));

describe('composite status (reference §2.3)', () => {
  it.each([
    [[], null],
    [['skipped'], 'skipped'],
    [[['manual', true]], 'skipped'],
    [['success', 'skipped'], 'success'],
    [['success', ['failed', true]], 'success'],
    [['created', ['manual', true]], 'created'],
    [['preparing'], 'preparing'],
    [['canceled', 'success'], 'canceled'],
    [['pending', 'created'], 'pending'],
    [['running', 'created'], 'running'],
    [['success', 'pending'], 'running'],
    [['waiting_for_resource', 'success'], 'waiting_for_resource'],
    [['manual', 'success'], 'manual'],
    [['scheduled', 'success'], 'scheduled'],
    [['preparing', 'success'], 'preparing'],
    [['created', 'success'], 'running'],
    [['failed', 'success'], 'failed'],
    [['failed', 'canceled'], 'failed'],
  ] as Array<[Array<string | [string, boolean]>, string | null]>)('%j → %s', (input, expected) => {
    expect(compositeStatus(jobs(...input))).toBe(expected);
  });

  it('skips a DAG job when a need was skipped or is an ignored manual job, and waits while one runs', () => {
    expect(compositeStatus(jobs('success', 'skipped'), { dag: true })).toBe('skipped');
    expect(compositeStatus(jobs('success', ['manual', true]), { dag: true })).toBe('skipped');
    expect(compositeStatus(jobs('success', 'running'), { dag: true })).toBe('pending');
    expect(compositeStatus(jobs('success', 'success'), { dag: true })).toBe('success');
  });
});

describe('processing jobs', () => {
  let id = 0;
  const job = (name: string, stageIdx: number, extra: Partial<ProcessableJob> = {}): ProcessableJob =>
    ({ id: ++id, name, stageIdx, status: 'created', when: 'on_success', allowFailure: false, needs: null, ...extra });
  const run = (list: ProcessableJob[]) => {
    const changes = new Map(processJobs(list).map((c) => [c.id, c.status]));
    return Object.fromEntries(list.map((j) => [j.name, changes.get(j.id) ?? j.status]));
  };

  it('starts the first stage only, manual and delayed jobs become manual and scheduled', () => {
    expect(run([job('build', 1), job('manual', 1, { when: 'manual', allowFailure: true }), job('later', 1, { when: 'delayed' }), job('test', 2)]))
      .toEqual({ build: 'pending', manual: 'manual', later: 'scheduled', test: 'created' });
  });

  it('moves on when a stage completes: on_success after success, on_failure and always after failure', () => {
    const ok = [job('build', 1, { status: 'success' }), job('test', 2), job('cleanup', 2, { when: 'on_failure' }), job('report', 2, { when: 'always' })];
    expect(run(ok)).toMatchObject({ test: 'pending', cleanup: 'skipped', report: 'pending' });
    const failed = [job('build', 1, { status: 'failed' }), job('test', 2), job('cleanup', 2, { when: 'on_failure' }), job('deploy', 3)];
    expect(run(failed)).toEqual({ build: 'failed', test: 'skipped', cleanup: 'pending', deploy: 'created' });
  });

  it('lets an allowed failure pass and a blocking manual job hold later stages', () => {
    expect(run([job('lint', 1, { status: 'failed', allowFailure: true }), job('test', 2)])).toMatchObject({ test: 'pending' });
    expect(run([job('gate', 1, { status: 'manual' }), job('deploy', 2)])).toMatchObject({ deploy: 'created' });
    expect(run([job('gate', 1, { status: 'manual', allowFailure: true }), job('deploy', 2)])).toMatchObject({ deploy: 'pending' });
  });

  it('starts DAG jobs on their needs, ignoring stages', () => {
    const list = [job('build', 1, { status: 'success' }), job('slow', 1, { status: 'running' }), job('test', 2, { needs: ['build'] }),
      job('deploy', 3, { needs: [] }), job('wait', 2, { needs: ['slow'] })];
    expect(run(list)).toMatchObject({ test: 'pending', deploy: 'pending', wait: 'created' });
  });
});
