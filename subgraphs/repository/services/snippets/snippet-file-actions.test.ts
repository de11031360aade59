import { DomainError } from '@forgegraph/platform';
import { changesOf } from './snippet-file-actions';

const existing = new Map([['a.txt', 'oid-a'], ['dir/b.txt', 'oid-b']]);
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? [error.code, error.message] : error;
  }
  return null;
};

describe('changesOf (SnippetInputAction semantics)', () => {
  it('turns create, update, move and delete into tree changes, a move keeping its blob', () => {
    expect(changesOf([
      { action: 'create', filePath: 'new.txt', content: 'n' },
      { action: 'update', filePath: 'a.txt', content: 'A' },
      { action: 'move', previousPath: 'dir/b.txt', filePath: 'b.txt' },
    ], existing)).toEqual([
      { path: 'new.txt', content: 'n' },
      { path: 'a.txt', content: 'A' },
      { path: 'dir/b.txt', remove: true },
      { path: 'b.txt', oid: 'oid-b' },
    ]);
  });

  it('names files created without a path snippetfile<n>.txt', () => {
    expect(changesOf([{ action: 'create', content: 'x' }, { action: 'create', content: 'y' }], new Map())).toEqual([
      { path: 'snippetfile1.txt', content: 'x' }, { path: 'snippetfile2.txt', content: 'y' },
    ]);
  });

  it.each([
    [[{ action: 'create', filePath: 'x' }], ['UNPROCESSABLE', 'Snippet actions have invalid data']],
    [[{ action: 'move', filePath: 'a.txt', previousPath: 'a.txt' }], ['UNPROCESSABLE', 'Snippet actions have invalid data']],
    [[{ action: 'create', filePath: '../x', content: 'x' }], ['UNPROCESSABLE', 'Snippet actions have invalid data']],
    [[{ action: 'create', filePath: 'a.txt/c', content: 'x' }], ['UNPROCESSABLE', 'Snippet actions have invalid data']],
    [[{ action: 'create', filePath: 'a.txt', content: 'x' }], ['BAD_USER_INPUT', 'A file with this name already exists']],
    [[{ action: 'update', filePath: 'nope', content: 'x' }], ['BAD_USER_INPUT', "A file with this name doesn't exist"]],
    [[{ action: 'delete', filePath: 'a.txt' }, { action: 'delete', filePath: 'dir/b.txt' }], ['BAD_USER_INPUT', 'Snippet must have at least one file']],
  ] as const)('refuses %j', (actions, expected) => {
    expect(errorOf(() => changesOf(actions as never, existing))).toEqual(expected);
  });
});
