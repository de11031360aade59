import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userAvatarFolder, type FieldErrors } from '@forgegraph/platform';
import type { AvatarUploadInput } from '../../schema/avatar.inputs';

/** Avatarable: AvatarUploader::SAFE_IMAGE_EXT and User::MAX_AVATAR_SIZE (200 KiB). */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp'];
const MAX_AVATAR_BYTES = 200 * 1024;

export interface AvatarFile {
  filename: string;
  content: Buffer;
}

/** CarrierWave's sanitized file name: anything but word characters, `.`, `-` and `+` becomes `_`. */
function sanitizeFilename(filename: string): string {
  const base = path.basename(filename.replace(/\\/g, '/'));
  return base.replace(/[^\p{L}\p{N}_.\-+]/gu, '_') || 'avatar';
}

/**
 * The upload as a file to store, with Avatarable's validation errors added to the user's other
 * ones (GitLab validates the avatar with the rest of the record): an image extension, 200 KiB at most.
 */
export function avatarFileFrom(upload: AvatarUploadInput | null | undefined, errors: FieldErrors): AvatarFile | null {
  if (!upload) return null;
  const file = { filename: sanitizeFilename(upload.filename), content: Buffer.from(upload.contentBase64, 'base64') };
  const extension = path.extname(file.filename).slice(1).toLowerCase();
  if (!IMAGE_EXTENSIONS.includes(extension)) {
    errors.add('avatar', `file format is not supported. Please try one of the following supported formats: ${IMAGE_EXTENSIONS.join(', ')}`);
  }
  if (file.content.length > MAX_AVATAR_BYTES) errors.add('avatar', 'is too big (should be at most 200 KiB)');
  return file;
}

/** Replaces the user's stored avatar: the folder holds only the current file. */
export async function storeUserAvatar(dataDir: string, userId: number, file: AvatarFile): Promise<void> {
  const folder = userAvatarFolder(dataDir, userId);
  await mkdir(folder, { recursive: true });
  for (const old of await readdir(folder)) if (old !== file.filename) await rm(path.join(folder, old), { force: true });
  await writeFile(path.join(folder, file.filename), file.content);
}
