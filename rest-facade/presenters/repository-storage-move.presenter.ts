import type { RepositoryStorageMoveFields } from '../operations/fragments/repository-storage-move';
import type { RouteContext } from '../routes/route';
import { presentProjectIdentity } from './project-identity.presenter';
import { snippetUrls } from './snippet.presenter';
import { presentUserBasic } from './user.presenter';

type Ctx = Pick<RouteContext, 'externalUrl'>;

/** Entities::BasicSnippet (a snippet's repository always exists, so both clone URLs are shown). */
function presentBasicSnippet(snippet: NonNullable<RepositoryStorageMoveFields['snippet']>, ctx: Ctx) {
  const urls = snippetUrls(snippet, ctx.externalUrl);
  return {
    id: Number(snippet.id), title: snippet.title, description: snippet.description, visibility: snippet.visibility,
    author: presentUserBasic(snippet.author), created_at: snippet.createdAt, updated_at: snippet.updatedAt, project_id: snippet.projectId,
    web_url: urls.web, raw_url: urls.raw, ssh_url_to_repo: urls.ssh, http_url_to_repo: urls.http,
  };
}

/** Entities::BasicGroupDetails. */
function presentBasicGroupDetails(group: NonNullable<RepositoryStorageMoveFields['group']>) {
  return { id: Number(group.id), web_url: group.webUrl, name: group.name };
}

/** The container under its kind's key (`project`, `snippet`, `group`), null when it is gone. */
function presentContainer(move: RepositoryStorageMoveFields, ctx: Ctx) {
  if (move.containerType === 'snippet') return { snippet: move.snippet && presentBasicSnippet(move.snippet, ctx) };
  if (move.containerType === 'group') return { group: move.group && presentBasicGroupDetails(move.group) };
  return { project: move.project && presentProjectIdentity(move.project) };
}

/**
 * Entities::{Projects,Snippets,Groups}::RepositoryStorageMove: BasicRepositoryStorageMove
 * (`state` is the human state name, `error_message` null unless the move failed) and its container.
 */
export function presentRepositoryStorageMove(move: RepositoryStorageMoveFields, ctx: Ctx) {
  return {
    id: Number(move.id),
    created_at: move.createdAt,
    state: move.state,
    source_storage_name: move.sourceStorageName,
    destination_storage_name: move.destinationStorageName,
    error_message: move.errorMessage,
    ...presentContainer(move, ctx),
  };
}
