import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Note } from '../../entities/note.entity';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { issueLoader } from '../../services/issues/issue-loaders';
import { mergeRequestLoader } from '../../services/merge-requests/merge-request-loaders';

@Resolver(() => Note)
export class NoteFieldsResolver {
  @FieldResolver(() => UserRef, { nullable: true })
  author(@Root() note: Note): UserRef | null {
    return note.authorId === null ? null : userRef(note.authorId);
  }

  @FieldResolver(() => Int, { nullable: true, description: "The issue's or merge request's iid (null for noteables without one)." })
  async noteableIid(@Root() note: Note, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    if (note.noteableType === 'Issue') return (await issueLoader(ctx).load(note.noteableId))?.iid ?? null;
    if (note.noteableType === 'MergeRequest') return (await mergeRequestLoader(ctx).load(note.noteableId))?.iid ?? null;
    return null;
  }
}
