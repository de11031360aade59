import { GITLAB_REVISION as REVISION, GITLAB_VERSION } from '@forgegraph/platform';
import { defineRoutes } from './route';

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
