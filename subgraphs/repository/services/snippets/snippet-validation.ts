import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import type { SnippetFileChange } from './snippet-repository';
import { SnippetServiceError } from './snippet-errors';

/** Grape's `allow_blank: false` on `title` (the facade checks it too; GraphQL callers reach here directly). */
export function requireTitle(title: string | null | undefined): void {
  if (title === undefined || title === null) throw BadRequestError.param('title is missing');
  if (!title.trim()) throw BadRequestError.param('title is empty');
}

/**
 * Snippet's content validation against the application setting `snippet_size_limit` (bytes), per
 * file as the repository-backed snippet checks each blob: "Content is too long (…). The maximum size is …."
 */
export async function requireContentWithinLimit(ctx: SubgraphContext, changes: SnippetFileChange[]): Promise<void> {
  const limit = Number((await ctx.runtime.settings.current()).snippet_size_limit ?? 52428800);
  for (const change of changes) {
    if (!('content' in change)) continue;
    const size = Buffer.byteLength(change.content, 'utf8');
    if (size > limit) throw SnippetServiceError.failed(`Content is too long (${humanSize(size)}). The maximum size is ${humanSize(limit)}.`);
  }
}

/** ActiveSupport's number_to_human_size as GitLab's message shows it (`2 Bytes`, `1.5 KB`, `50 MB`). */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toPrecision(3))} ${units[unit]}`;
}

const VISIBILITIES = ['private', 'internal', 'public'] as const;

/** Gitlab::VisibilityLevel.string_values, as Grape's `values:` answers anything else. */
export function parseVisibility(value: string, param = 'visibility'): (typeof VISIBILITIES)[number] {
  if (!(VISIBILITIES as readonly string[]).includes(value)) throw BadRequestError.param(`${param} does not have a valid value`);
  return value as (typeof VISIBILITIES)[number];
}

/** `create_file_params`: each file's path and content must not be blank; `content` needs `file_name` (`given :content`). */
export function requireCreateFiles(input: { files?: Array<{ filePath: string; content: string }> | null; content?: string | null; fileName?: string | null }): void {
  input.files?.forEach((file, i) => {
    if (!file.filePath.trim()) throw BadRequestError.param(`files[${i}][file_path] is empty`);
    if (!file.content.trim()) throw BadRequestError.param(`files[${i}][content] is empty`);
  });
  if (!input.files && input.content != null && input.fileName == null) throw BadRequestError.param('file_name is missing');
}

const ACTIONS = ['create', 'update', 'delete', 'move'];

/** `update_file_params`: `files[][action]` is one of SnippetInputAction::ACTIONS. */
export function requireKnownActions(files: Array<{ action: string }> | null | undefined): void {
  const index = files?.findIndex((file) => !ACTIONS.includes(file.action)) ?? -1;
  if (index >= 0) throw BadRequestError.param(`files[${index}][action] does not have a valid value`);
}
