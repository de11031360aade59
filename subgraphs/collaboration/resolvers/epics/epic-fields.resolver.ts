import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Epic } from '../../entities/epic.entity';
import { Label } from '../../entities/label.entity';
import { IssuableReferences } from '../../schema/issue.types';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { groupAccessFor } from '../../services/access/access.service';
import { canAdminEpics } from '../../services/epics/epic-access';
import { epicDatesLoader } from '../../services/epics/epic-dates';
import { epicLabelIdsLoader, epicLoader } from '../../services/epics/epic-loaders';
import { epicReferences, mediumDate, remainingDaysInWords } from '../../services/epics/epic-presentation';
import { labelsByTitle } from '../../services/issues/issue-loaders';
import { referenceOrigin } from '../../services/issues/issue-presentation';
import { textColorFor } from '../../services/labels/label-color';
import { namespaceLoader } from '../../services/loaders';
import { groupWebUrl } from '../../services/projects/urls';

const groupOf = async (ctx: SubgraphContext, epic: Epic) => (await namespaceLoader(ctx).load(epic.groupId))!;

/** Derived epic fields; every relation and the composite dates read through the request's batched loaders. */
@Resolver(() => Epic)
export class EpicFieldsResolver {
  @FieldResolver(() => UserRef, { nullable: true, description: 'Null once the author is deleted.' })
  author(@Root() epic: Epic): UserRef | null {
    return epic.authorId === null ? null : userRef(epic.authorId);
  }

  @FieldResolver(() => [Label], { description: 'Sorted by title.' })
  async labels(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<Label[]> {
    return labelsByTitle(ctx, await epicLabelIdsLoader(ctx).load(epic.id));
  }

  @FieldResolver(() => Epic, { nullable: true })
  parent(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<Epic | null> {
    return epic.parentId === null ? Promise.resolve(null) : epicLoader(ctx).load(epic.parentId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The fixed start date when switched so, else the inherited one.' })
  async startDate(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return (await epicDatesLoader(ctx).load(epic.id)).startDate;
  }

  @FieldResolver(() => String, { nullable: true })
  async startDateFromInheritedSource(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return (await epicDatesLoader(ctx).load(epic.id)).startDateFromInheritedSource;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The fixed due date when switched so, else the inherited one.' })
  async dueDate(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return (await epicDatesLoader(ctx).load(epic.id)).dueDate;
  }

  @FieldResolver(() => String, { nullable: true })
  async dueDateFromInheritedSource(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    return (await epicDatesLoader(ctx).load(epic.id)).dueDateFromInheritedSource;
  }

  @FieldResolver(() => String, { nullable: true, description: 'EpicBaseEntity: the due date as `Nov 5, 2026`.' })
  async humanReadableEndDate(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    const { dueDate } = await epicDatesLoader(ctx).load(epic.id);
    return dueDate ? mediumDate(dueDate) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'EpicBaseEntity: `Past due`, `<strong>3</strong> days remaining`, …' })
  async humanReadableTimestamp(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    const { startDate, dueDate } = await epicDatesLoader(ctx).load(epic.id);
    return remainingDaysInWords(dueDate, startDate);
  }

  @FieldResolver(() => IssuableReferences, { description: '`relative` is relative to the group the request came through.' })
  async references(
    @Root() epic: Epic,
    @Arg('relativeToGroup', () => String, { nullable: true, description: 'Id or full path.' }) relativeToGroup: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IssuableReferences> {
    const origin = await referenceOrigin(ctx, null, relativeToGroup);
    return epicReferences(epic, await groupOf(ctx, epic), origin.groupId ?? null);
  }

  @FieldResolver(() => String, { description: 'The deprecated `reference`: the full one (`group&5`).' })
  async reference(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string> {
    return epicReferences(epic, await groupOf(ctx, epic), null).full;
  }

  @FieldResolver(() => String)
  async webUrl(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string> {
    return `${groupWebUrl(ctx.runtime.config.externalUrl, (await groupOf(ctx, epic)).fullPath)}/-/epics/${epic.iid}`;
  }

  @FieldResolver(() => String, { description: 'The web path, without host (GitLab\'s group_epic_path).' })
  async webPath(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<string> {
    return `/groups/${(await groupOf(ctx, epic)).fullPath}/-/epics/${epic.iid}`;
  }

  @FieldResolver(() => String)
  textColor(@Root() epic: Epic): string {
    return textColorFor(epic.color);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller may edit the epic (`admin_epic`): GitLab shows the fixed dates only then.' })
  async canAdmin(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canAdminEpics(await groupAccessFor(ctx, await groupOf(ctx, epic)));
  }

  @FieldResolver(() => Boolean, { description: 'Explicit subscriptions to epics are not recorded: the author follows as a participant.' })
  subscribed(@Root() epic: Epic, @Ctx() ctx: SubgraphContext): boolean {
    return ctx.actor.userId !== null && epic.authorId === ctx.actor.userId;
  }

  @FieldResolver(() => Int, { description: 'Award emoji are not recorded yet: none has been given.' })
  upvotes(): number {
    return 0;
  }

  @FieldResolver(() => Int, { description: 'Award emoji are not recorded yet: none has been given.' })
  downvotes(): number {
    return 0;
  }
}
