import { CreateUserRunner } from '../operations/runners';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentRunnerRegistration } from '../presenters/runner-registration.presenter';
import { defineRoutes, route } from './route';

/** doc/api/users.md#create-a-runner-linked-to-a-user (lib/api/user_runners.rb). */
export const userRunnerRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/user/runners',
    auth: 'required',
    // `allow_access_with_scope :create_runner, if: request.post?`
    scopes: ['create_runner'],
    params: {
      runner_type: p.string().required().values(['instance_type', 'group_type', 'project_type']),
      group_id: p.integer(),
      project_id: p.integer(),
      description: p.string(),
      maintenance_note: p.string(),
      paused: p.boolean(),
      locked: p.boolean(),
      access_level: p.string().values(['not_protected', 'ref_protected']),
      run_untagged: p.boolean(),
      tag_list: p.array(p.string()).commaSeparated(),
      maximum_timeout: p.integer(),
    },
    operation: CreateUserRunner,
    variables: (params) => ({ input: toVariables(params) }),
    present: presentRunnerRegistration,
  }),
]);
