import { closingReferences } from './closing-references';

const URL = 'http://forge.example';

describe('closingReferences', () => {
  it.each([
    ['Closes #1', [{ path: null, iid: 1 }]],
    ['fixes #2 and resolves group/proj#3', [{ path: null, iid: 2 }, { path: 'group/proj', iid: 3 }]],
    ['Resolves: #4, #5 and proj#6', [{ path: null, iid: 4 }, { path: null, iid: 5 }, { path: 'proj', iid: 6 }]],
    ['Implements issue #7', [{ path: null, iid: 7 }]],
    ['Closing issues #8 #9', [{ path: null, iid: 8 }, { path: null, iid: 9 }]],
    [`Fixed ${URL}/a/b/-/issues/10`, [{ path: 'a/b', iid: 10 }]],
    ['Fixes http://elsewhere.example/a/b/-/issues/11', []],
    ['See #12, closes #12', [{ path: null, iid: 12 }]],
    ['Mentions #13 without a verb', []],
    ['Enclosed #14', []],
  ])('%s', (text, expected) => {
    expect(closingReferences(text, URL)).toEqual(expected);
  });
});
