import { defineRoutes } from './route';

/** The GitLab version Forgegraph answers as: clients (python-gitlab, glab) gate features on it. */
export const GITLAB_VERSION = '18.3.0-ee';
const REVISION = 'f0e9a1b2';

export const versionRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/version',
    auth: 'required',
    scopes: ['read_user'],
    handle: async () => ({ version: GITLAB_VERSION, revision: REVISION }),
  },
  {
    method: 'GET',
    path: '/metadata',
    auth: 'required',
    scopes: ['read_user'],
    handle: async () => ({
      version: GITLAB_VERSION,
      revision: REVISION,
      kas: { enabled: false, externalUrl: null, externalK8sProxyUrl: null, version: null },
      enterprise: true,
    }),
  },
]);
