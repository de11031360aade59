import { alertStatusOf, isExecutable } from '../../entities/web-hook-failures';
import { matchesBranchFilter } from './hook-branch-filter';
import { eventHeaderOf, flagColumnOf } from './hook-triggers';
import { interpolateUrl, referencedVariables, splitCredentials } from './hook-url';

const NOW = new Date('2026-01-01T12:00:00Z');
const later = new Date(NOW.getTime() + 60_000);
const earlier = new Date(NOW.getTime() - 60_000);

describe('group hook rules', () => {
  it.each([
    [{ recentFailures: 0, disabledUntil: null }, 'executable'],
    [{ recentFailures: 3, disabledUntil: null }, 'executable'],
    [{ recentFailures: 4, disabledUntil: later }, 'temporarily_disabled'],
    [{ recentFailures: 4, disabledUntil: earlier }, 'executable'],
    [{ recentFailures: 39, disabledUntil: later }, 'temporarily_disabled'],
    [{ recentFailures: 40, disabledUntil: earlier }, 'disabled'],
  ])('reports %j as %s (WebHooks::AutoDisabling)', (state, status) => {
    expect(alertStatusOf(state, NOW)).toBe(status);
    expect(isExecutable(state, NOW)).toBe(status === 'executable');
  });

  it.each([
    ['member_hooks', 'Member Hook'], ['merge_request_hooks', 'Merge Request Hook'], ['push_hooks', 'Push Hook'],
    ['resource_access_token_hooks', 'Resource Access Token Hook'], ['subgroup_hooks', 'Subgroup Hook'],
  ])('names %s events %s', (trigger, header) => {
    expect(eventHeaderOf(trigger)).toBe(header);
  });

  it('maps triggers to their flag columns', () => {
    expect(flagColumnOf('merge_request_hooks')).toBe('merge_requests_events');
    expect(flagColumnOf('resource_access_token_hooks')).toBe('resource_access_token_events');
  });

  it.each([
    [null, 'wildcard', 'anything', true],
    ['main', 'all_branches', 'feature', true],
    ['release/*', 'wildcard', 'release/1.0', true],
    ['release/*', 'wildcard', 'hotfix/release/1.0', false],
    ['ma.n', 'wildcard', 'main', false],
    ['^feat', 'regex', 'feature/x', true],
    ['^feat', 'regex', 'my-feature', false],
  ] as const)('filter %j (%s) on %s matches: %s', (filter, strategy, branch, expected) => {
    expect(matchesBranchFilter({ push_events_branch_filter: filter, branch_filter_strategy: strategy }, branch)).toBe(expected);
  });

  it('interpolates URL variables and splits credentials off', () => {
    expect(referencedVariables('https://{host}/{path.a}')).toEqual(['host', 'path.a']);
    expect(interpolateUrl('https://{host}/x', { host: 'example.com' })).toBe('https://example.com/x');
    expect(() => interpolateUrl('https://{host}/x', {})).toThrow('Invalid URL template. Missing key host');
    expect(splitCredentials('http://u%40x:p@example.com/h')).toEqual({ url: 'http://example.com/h', authorization: `Basic ${Buffer.from('u@x:p').toString('base64')}` });
  });
});
