import {
  CreateRemoteMirror, DeleteRemoteMirror, RemoteMirror, RemoteMirrorPublicKey, RemoteMirrors, SyncRemoteMirror, UpdateRemoteMirror,
} from '../operations/remote-mirrors';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentRemoteMirror } from '../presenters/remote-mirror.presenter';
import { IN_PROJECT } from './project-params';
import { defineRoutes, route } from './route';

const ONE = { id: p.string().required(), mirror_id: p.string().required() };
const ONE_VARIABLES = { pick: ['id', 'mirror_id'], ...IN_PROJECT };
/** mirror_branches_setting (CE + EE): `mutually_exclusive :only_protected_branches, :mirror_branch_regex`. */
const BRANCH_SETTINGS = { only_protected_branches: p.boolean(), mirror_branch_regex: p.string() };
const BRANCH_RULES = { mutuallyExclusive: [['only_protected_branches', 'mirror_branch_regex']] };

// doc/api/remote_mirrors.md. Every route is `admin_remote_mirror` (Maintainer); GitLab answers a
// caller who sees the project without it with 401, so auth stays optional and the subgraph decides.
export const remoteMirrorRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/remote_mirrors',
    pagination: 'offset',
    params: { id: p.string().required() },
    operation: RemoteMirrors,
    variables: (params) => toVariables(params, { pick: ['id'], ...IN_PROJECT }),
    present: presentRemoteMirror,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/remote_mirrors/:mirror_id',
    params: ONE,
    operation: RemoteMirror,
    variables: (params) => toVariables(params, ONE_VARIABLES),
    present: presentRemoteMirror,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/remote_mirrors/:mirror_id/sync',
    params: ONE,
    operation: SyncRemoteMirror,
    variables: (params) => toVariables(params, ONE_VARIABLES),
    status: 204,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/remote_mirrors',
    params: {
      id: p.string().required(), url: p.string().required(), enabled: p.boolean(),
      auth_method: p.string().values(['ssh_public_key', 'password']), keep_divergent_refs: p.boolean(), ...BRANCH_SETTINGS,
    },
    rules: BRANCH_RULES,
    operation: CreateRemoteMirror,
    variables: (params) => ({ input: toVariables(params, IN_PROJECT) }),
    present: presentRemoteMirror,
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/remote_mirrors/:mirror_id',
    params: { ...ONE, enabled: p.boolean(), auth_method: p.string(), keep_divergent_refs: p.boolean(), ...BRANCH_SETTINGS },
    rules: BRANCH_RULES,
    operation: UpdateRemoteMirror,
    variables: (params) => ({ input: toVariables(params, { rename: { id: 'projectId', mirror_id: 'mirrorId' } }) }),
    present: presentRemoteMirror,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/remote_mirrors/:mirror_id',
    params: ONE,
    operation: DeleteRemoteMirror,
    variables: (params) => toVariables(params, ONE_VARIABLES),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/remote_mirrors/:mirror_id/public_key',
    params: ONE,
    operation: RemoteMirrorPublicKey,
    variables: (params) => toVariables(params, ONE_VARIABLES),
    present: (publicKey) => ({ public_key: publicKey }),
  }),
]);
