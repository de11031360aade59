import { pathSlug } from './naming';

describe('pathSlug (Gitlab::Slug::Path)', () => {
  it.each([
    ['my-group', 'my-group'],
    ['jane.doe@example.com', 'jane.doe'],
    ['My Group!', 'MyGroup'],
    ['--repo.git.atom.', 'repo'],
    ['***', 'blank'],
  ])('%s becomes %s', (input, slug) => {
    expect(pathSlug(input)).toBe(slug);
  });
});
