import { chatMessageOf, slackLinks } from './chat-message';
import type { NotifiedEvent } from './notified-event';

const project = { id: 1, name: 'App', nameWithNamespace: 'Team / App', pathWithNamespace: 'team/app', webUrl: 'https://gl.test/team/app', defaultBranch: 'main' };
const user = { id: 2, username: 'ada', name: 'Ada', publicEmail: '', avatarUrl: null };
const facts = { commits: [], totalCommitsCount: 0, checkoutSha: null, message: null, refProtected: false };
const hook = { event: 'Push Hook', payload: {} };
const push = (before: string, after: string, ref = 'refs/heads/dev'): NotifiedEvent =>
  ({ event: 'push', flag: 'push_events', project, user, push: { ref, before, after, facts }, hook });

describe('slackLinks (Slack::Messenger::Util::LinkFormatter)', () => {
  it.each([
    ['[a](https://x.test/a)', '<https://x.test/a|a>'],
    ['[[Team / App](https://x.test)] Issue', '[<https://x.test|Team / App>] Issue'],
    ['no links', 'no links'],
  ])('formats %s', (input, output) => expect(slackLinks(input)).toBe(output));
});

describe('ChatMessage::PushMessage', () => {
  it.each([
    ['0'.repeat(40), 'b'.repeat(40), 'Ada (ada) pushed new branch [dev](https://gl.test/team/app/-/commits/dev) to [Team / App](https://gl.test/team/app)'],
    ['a'.repeat(40), '0'.repeat(40), 'Ada (ada) removed branch dev from [Team / App](https://gl.test/team/app)'],
  ])('words a push from %s to %s', (before, after, markdown) => {
    const message = chatMessageOf(push(before, after))!;
    expect(message.markdown).toBe(markdown);
    expect(message.attachments).toEqual([]);
  });

  it('names tags with their tag link', () => {
    expect(chatMessageOf(push('0'.repeat(40), 'c'.repeat(40), 'refs/tags/v1'))!.slack)
      .toBe('Ada (ada) pushed new tag <https://gl.test/team/app/-/tags/v1|v1> to <https://gl.test/team/app|Team / App>');
  });
});
