import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Note } from '../../entities/note.entity';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { issueLoader } from '../../services/issues/issue-loaders';

@Resolver(() => Note)
export class NoteFieldsResolver {
  @FieldResolver(() => UserRef, { nullable: true })
  author(@Root() note: Note): UserRef | null {
    return note.authorId === null ? null : userRef(note.authorId);
  }

  @FieldResolver(() => Int, { nullable: true, description: "The issue's iid (null for noteables without one)." })
  async noteableIid(@Root() note: Note, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    return note.noteableType === 'Issue' ? (await issueLoader(ctx).load(note.noteableId))?.iid ?? null : null;
  }
}
