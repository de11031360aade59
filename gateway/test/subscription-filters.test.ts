import { parse } from 'graphql';
import { matchesFilters, toPayloadQuery } from '../subscriptions/payload-query';

const JOBS = 'subscription ($p: ID, $j: ID) { jobStatusChanged(projectId: $p, jobId: $j) { id status } }';

describe('subscription filters', () => {
  it('maps each given argument to the NOTIFY payload key it must equal, leaving out the absent ones', () => {
    const query = toPayloadQuery(parse(JOBS), null, { p: 7, j: null });
    expect(query.filterValues).toEqual({ projectId: '7' });
    expect(query.document).toContain('jobStatusChanged: job(id: $__id)');
  });

  it('takes literal arguments as well as variables', () => {
    const query = toPayloadQuery(parse('subscription { pipelineStatusChanged(projectId: "3", pipelineId: 12) { id } }'), null, {});
    expect(query.filterValues).toEqual({ projectId: '3', pipelineId: '12' });
  });

  it.each([
    [{ id: '5', projectId: 7, pipelineId: 2, jobId: 5 }, { projectId: '7' }, true],
    [{ id: '5', projectId: 7, pipelineId: 2, jobId: 5 }, { projectId: '7', jobId: '6' }, false],
    [{ id: '5', projectId: 8, pipelineId: 2, jobId: 5 }, { projectId: '7' }, false],
    [{ id: '5' }, { projectId: '7' }, false],
    [{ id: '5' }, {}, true],
  ])('matches %j against %j: %s', (event, filters, expected) => {
    expect(matchesFilters(event, filters)).toBe(expected);
  });
});
