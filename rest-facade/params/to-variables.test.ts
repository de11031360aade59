import { toVariables } from './to-variables';

describe('toVariables', () => {
  it('camelCases the names of the given params and leaves absent ones out, keeping null and false', () => {
    const params = { ref_name: 'main', with_stats: false, description: null, author: undefined };
    expect(toVariables(params)).toEqual({ refName: 'main', withStats: false, description: null });
  });

  it('maps only the picked params, under their new names where renamed', () => {
    const params = { id: 'group/project', search: 'x', page: 2 };
    expect(toVariables(params, { pick: ['id', 'search', 'sort'], rename: { id: 'projectId' } })).toEqual({ projectId: 'group/project', search: 'x' });
  });

  it('converts hashes and arrays of hashes member by member, as Grape nests params', () => {
    const params = { allowed_to_push: [{ access_level: 40, user_id: undefined }, { group_id: 7 }], range: { start: 1, end: 2 }, topics: ['a', 'b'] };
    expect(toVariables(params)).toEqual({
      allowedToPush: [{ accessLevel: 40 }, { groupId: 7 }],
      range: { start: 1, end: 2 },
      topics: ['a', 'b'],
    });
  });
});

describe('toVariables options for filters', () => {
  it('sends `entries` hashes as key/value lists and leaves blank filters out with `skipNull`', () => {
    const params = { custom_attributes: { team: 'a', level: 3 }, archived: null, search: 'x' };
    expect(toVariables(params, { entries: ['custom_attributes'], skipNull: true })).toEqual({
      customAttributes: [{ key: 'team', value: 'a' }, { key: 'level', value: '3' }],
      search: 'x',
    });
  });
});
