import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Issue } from '../../entities/issue.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { Project } from '../../entities/project.entity';
import { Todo } from '../../entities/todo.entity';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { issueLoader } from '../../services/issues/issue-loaders';
import { projectLoader } from '../../services/loaders';
import { mergeRequestLoader } from '../../services/merge-requests/merge-request-loaders';

/** A to-do's project, author and target, through the request's batched loaders. */
@Resolver(() => Todo)
export class TodoFieldsResolver {
  @FieldResolver(() => Project, { nullable: true, description: 'Null for group to-dos.' })
  async project(@Root() todo: Todo, @Ctx() ctx: SubgraphContext): Promise<Project | null> {
    return todo.projectId === null ? null : projectLoader(ctx).load(todo.projectId);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  author(@Root() todo: Todo): UserRef | null {
    return todo.authorId === null ? null : userRef(todo.authorId);
  }

  @FieldResolver(() => Issue, { nullable: true, description: 'The target when it is an issue (`targetType` Issue).' })
  async targetIssue(@Root() todo: Todo, @Ctx() ctx: SubgraphContext): Promise<Issue | null> {
    return todo.targetType === 'Issue' ? issueLoader(ctx).load(todo.targetId) : null;
  }

  @FieldResolver(() => MergeRequest, { nullable: true, description: 'The target when it is a merge request (`targetType` MergeRequest).' })
  async targetMergeRequest(@Root() todo: Todo, @Ctx() ctx: SubgraphContext): Promise<MergeRequest | null> {
    return todo.targetType === 'MergeRequest' ? mergeRequestLoader(ctx).load(todo.targetId) : null;
  }
}
