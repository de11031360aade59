import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { userAvatarFolder } from '@forgegraph/platform';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp', tiff: 'image/tiff',
  ico: 'image/vnd.microsoft.icon', webp: 'image/webp',
};

/**
 * Uploaded user avatars at GitLab's URL (`/uploads/-/system/user/avatar/:id/:filename`), streamed
 * from the object store; public, as GitLab serves them. Anything else there is a 404.
 */
export function uploadsRouter(dataDir: string): Router {
  const router = Router();
  router.get('/uploads/-/system/user/avatar/:id/:filename', async (req, res) => {
    const { id, filename } = req.params;
    const type = IMAGE_TYPES[path.extname(filename).slice(1).toLowerCase()];
    // A file name is one path segment: `..` or separators never leave the user's folder.
    if (!/^\d{1,10}$/.test(id) || !type || path.basename(filename) !== filename || filename.startsWith('.')) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const file = path.join(userAvatarFolder(dataDir, Number(id)), filename);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res.status(200).set({ 'content-type': type, 'content-length': String(info.size), 'x-content-type-options': 'nosniff', 'cache-control': 'max-age=0, private, must-revalidate' });
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
  });
  return router;
}
