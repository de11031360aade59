import { Field, ID, InputType } from 'type-graphql';

/** A ref update the repository subgraph relays from its outbox (ids only; collaboration asks for the rest). */
@InputType()
export class RecordPushEventInput {
  /** The repository outbox row: the same event relayed twice is recorded once. */
  @Field(() => ID) eventId!: string;
  @Field(() => ID) projectId!: string;
  /** Full ref name: `refs/heads/main`, `refs/tags/v1.0`. */
  @Field(() => String) ref!: string;
  @Field(() => String) before!: string;
  @Field(() => String) after!: string;
  /** Who pushed (the API caller or the git-over-HTTP token's user); null for the service itself. */
  @Field(() => ID, { nullable: true }) userId?: string | null;
}
