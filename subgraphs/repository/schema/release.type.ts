import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import { ProjectRef } from './project-ref.type';
import { UserRef } from './user-ref.type';

/** An asset link (Entities::Releases::Link); `filepath` is the direct asset path. */
@ObjectType('ReleaseLink')
export class ReleaseLinkNode {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) filepath!: string | null;
  @Field(() => String) linkType!: string;
  /** The release's tag and project, for `direct_asset_url` and `external`. */
  @Field(() => String) tagName!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
}

/** Release evidence, collected when the release is made (Entities::Releases::Evidence). */
@ObjectType('ReleaseEvidence')
export class ReleaseEvidenceNode {
  @Field(() => ID) id!: string;
  /** SHA-256 of the evidence summary. */
  @Field(() => String) sha!: string;
  @Field(() => Date) collectedAt!: Date;
}

/** A release of a project's tag (GitLab's Release). `commit`, `author` and `tagRelease` come from field resolvers. */
@ObjectType('Release')
export class ReleaseNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => String) tagName!: string;
  /** The tag name when none was given. */
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) releasedAt!: Date;
  @Field(() => Boolean) upcomingRelease!: boolean;
  @Field(() => Boolean) historicalRelease!: boolean;
  /** Whether the caller may download code: GitLab hides the tag, commit, sources and evidences otherwise. */
  @Field(() => Boolean) canDownloadCode!: boolean;
  /** Whether the caller may update the release (`_links.edit_url`). */
  @Field(() => Boolean) canUpdate!: boolean;
  @Field(() => [ReleaseLinkNode]) links!: ReleaseLinkNode[];
  @Field(() => [ReleaseEvidenceNode]) evidences!: ReleaseEvidenceNode[];
  /** Collaboration's milestone ids, in the order given. */
  @Field(() => [ID]) milestoneIds!: string[];
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => UserRef, { nullable: true }) author!: UserRef | null;
  sha!: string | null;
}

export const ReleasePage = Paginated(ReleaseNode, 'ReleasePage');
export const ReleaseLinkPage = Paginated(ReleaseLinkNode, 'ReleaseLinkPage');

/** What a tag shows of its release (Entities::TagRelease). */
@ObjectType('TagRelease')
export class TagReleaseNode {
  @Field(() => String) tagName!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
}

/** Collaboration's milestone as a release shows it; resolved through the gateway per request. */
@ObjectType('ReleaseMilestone')
export class ReleaseMilestoneNode {
  @Field(() => ID) id!: string;
  @Field(() => Int) iid!: number;
  @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Field(() => ID, { nullable: true }) groupId!: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) state!: string;
  @Field(() => String, { nullable: true }) dueDate!: string | null;
  @Field(() => String, { nullable: true }) startDate!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => Boolean) expired!: boolean;
  @Field(() => String) webUrl!: string;
}
