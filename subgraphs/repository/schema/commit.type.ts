import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import { commitTitle, type ParsedCommit } from '../services/git/object-parser';

@ObjectType('CommitStats')
export class CommitStatsType {
  @Field(() => Int) additions!: number;
  @Field(() => Int) deletions!: number;
  @Field(() => Int) total!: number;
}

/**
 * A commit of one project's repository (spec 000 §2.5). The federation key is `<projectId>:<sha>`
 * because a sha alone is not unique across forks; `sha` is GitLab's `id`. Dates keep the author's
 * and committer's own UTC offsets (`2012-09-20T11:50:22.000+03:00`), so they are strings.
 * `stats`, `trailers` and `extendedTrailers` are computed only when selected (batched per request).
 */
@Directive('@key(fields: "id")')
@ObjectType('Commit')
export class CommitNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => String) sha!: string;
  @Field(() => String) shortId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) message!: string;
  @Field(() => [String]) parentIds!: string[];
  @Field(() => String) authorName!: string;
  @Field(() => String) authorEmail!: string;
  @Field(() => String) authoredDate!: string;
  @Field(() => String) committerName!: string;
  @Field(() => String) committerEmail!: string;
  @Field(() => String) committedDate!: string;
  @Field(() => String, { description: 'Always equal to committedDate (GitLab keeps it for consistency).' }) createdAt!: string;
  /** The repository the commit was read from, for batched field resolvers; not a GraphQL field. */
  gitDir!: string;
}

export function commitNode(projectId: number, gitDir: string, commit: ParsedCommit): CommitNode {
  return Object.assign(new CommitNode(), {
    id: `${projectId}:${commit.sha}`,
    projectId: String(projectId),
    sha: commit.sha,
    shortId: commit.sha.slice(0, 8),
    title: commitTitle(commit.message),
    message: commit.message,
    parentIds: commit.parentIds,
    authorName: commit.author.name,
    authorEmail: commit.author.email,
    authoredDate: commit.author.date,
    committerName: commit.committer.name,
    committerEmail: commit.committer.email,
    committedDate: commit.committer.date,
    createdAt: commit.committer.date,
    gitDir,
  });
}

/** A branch or tag whose history contains a commit (GitLab's BasicRef). */
@ObjectType('CommitRef')
export class CommitRefNode {
  @Field(() => String) type!: 'branch' | 'tag';
  @Field(() => String) name!: string;
}

export const CommitPage = Paginated(CommitNode, 'CommitPage');
export const CommitRefPage = Paginated(CommitRefNode, 'CommitRefPage');
