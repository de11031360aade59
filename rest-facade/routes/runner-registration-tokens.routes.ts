import { ResetRunnerRegistrationToken } from '../operations/runners';
import { p } from '../params/param';
import { defineRoutes, route } from './route';

const presentReset = (reset: { token: string; tokenExpiresAt: string | null }) => ({ token: reset.token, token_expires_at: reset.tokenExpiresAt });

/** doc/api/runners.md#reset-runners-registration-token: new registration tokens for legacy `POST /runners`. */
export const runnerRegistrationTokenRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/runners/reset_registration_token',
    auth: 'admin',
    operation: ResetRunnerRegistrationToken,
    variables: () => ({ scope: 'instance', ref: null }),
    present: presentReset,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/runners/reset_registration_token',
    auth: 'required',
    params: { id: p.string().required() },
    operation: ResetRunnerRegistrationToken,
    variables: (params) => ({ scope: 'project', ref: params.id }),
    present: presentReset,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/runners/reset_registration_token',
    auth: 'required',
    params: { id: p.string().required() },
    operation: ResetRunnerRegistrationToken,
    variables: (params) => ({ scope: 'group', ref: params.id }),
    present: presentReset,
  }),
]);
