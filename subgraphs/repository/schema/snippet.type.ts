import { Paginated } from '@forgegraph/platform';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Snippet } from '../entities/snippet.entity';
import { projectRef, ProjectRef } from './project-ref.type';
import { userRef, UserRef } from './user-ref.type';

/** Where the snippet's bare repository is: the edge streams raw files and git over HTTP from it. */
@ObjectType()
export class SnippetLocation {
  @Field(() => String) storage!: string;
  @Field(() => String) diskPath!: string;
}

/** A personal or project snippet (GitLab's Snippet entity); URLs are the facade's to build. */
@ObjectType('Snippet')
export class SnippetNode {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  /** `private`, `internal` or `public`. */
  @Field(() => String) visibility!: string;
  @Field(() => UserRef) author!: UserRef;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Int, { nullable: true }) projectId!: number | null;
  @Field(() => ProjectRef, { nullable: true }) project!: ProjectRef | null;
  /** The file paths of the last commit (GitLab's `list_files`). */
  @Field(() => [String]) files!: string[];
  /** The repository's root ref, for each file's raw URL. */
  @Field(() => String) defaultBranch!: string;
  @Field(() => Boolean) imported!: boolean;
  @Field(() => String) importedFrom!: string;
  /** The storage shard, for administrators only (null for everyone else). */
  @Field(() => String, { nullable: true }) repositoryStorage!: string | null;
  @Field(() => SnippetLocation) location!: SnippetLocation;
}

export const SnippetPage = Paginated(SnippetNode, 'SnippetPage');

/** One file of a snippet's repository, for the raw routes. */
@ObjectType()
export class SnippetBlobNode {
  @Field(() => String) path!: string;
  @Field(() => String) blobId!: string;
  @Field(() => Int) size!: number;
  @Field(() => SnippetLocation) location!: SnippetLocation;
}

export function snippetNode(snippet: Snippet, isAdmin: boolean): SnippetNode {
  return Object.assign(new SnippetNode(), {
    id: String(snippet.id), title: snippet.title, description: snippet.description, visibility: snippet.visibility,
    author: userRef(snippet.authorId), createdAt: new Date(snippet.createdAt), updatedAt: new Date(snippet.updatedAt),
    projectId: snippet.projectId, project: snippet.projectId === null ? null : projectRef(snippet.projectId),
    files: snippet.filePaths, defaultBranch: snippet.defaultBranch, imported: false, importedFrom: 'none',
    repositoryStorage: isAdmin ? snippet.storage : null, location: { storage: snippet.storage, diskPath: snippet.diskPath },
  });
}

/** Entities::UserAgentDetail. */
@ObjectType()
export class SnippetUserAgentDetail {
  @Field(() => String) userAgent!: string;
  @Field(() => String) ipAddress!: string;
  @Field(() => Boolean) akismetSubmitted!: boolean;
}
