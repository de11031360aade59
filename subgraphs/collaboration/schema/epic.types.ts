import { Paginated } from '@forgegraph/platform';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Epic } from '../entities/epic.entity';
import { Issue } from '../entities/issue.entity';

/** EE::API::Entities::EpicIssueLink: the link between an epic and one of its issues. */
@ObjectType()
export class EpicIssueLink {
  @Field(() => ID) id!: number;
  @Field(() => Int) relativePosition!: number;
  @Field(() => Epic) epic!: Epic;
  @Field(() => Issue) issue!: Issue;
}

/** An epic's issue in its list (EE::API::Entities::EpicIssue: the issue and its link's id and position). */
@ObjectType()
export class EpicIssueEntry {
  @Field(() => ID) epicIssueId!: number;
  @Field(() => Int) relativePosition!: number;
  @Field(() => Issue) issue!: Issue;
}

export const EpicPage = Paginated(Epic);
export const EpicIssueEntryPage = Paginated(EpicIssueEntry);
