import { Paginated } from '@forgegraph/platform';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Note } from '../entities/note.entity';

/** What creating a note did: the note (null when the body held quick actions only) and their effects. */
@ObjectType()
export class NoteCreation {
  @Field(() => Note, { nullable: true }) note!: Note | null;
  /** GitLab's `commands_changes`, e.g. `{ "state_event": "close" }`. */
  @Field(() => GraphQLJSONObject) commandsChanges!: Record<string, unknown>;
  /** One message per quick action run, e.g. `Closed this issue.` */
  @Field(() => [String]) summary!: string[];
}

@InputType()
export class NotesFilter {
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
  @Field(() => String, { nullable: true }) activityFilter?: string | null;
}

export const NotePage = Paginated(Note);
