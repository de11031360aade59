import { presentInstanceVariable } from '../presenters/ci-variable.presenter';
import { variableRoutes } from './ci-variable-routes';
import { defineRoutes } from './route';

/** doc/api/instance_level_ci_variables.md (administrators). */
export const instanceVariableRoutes = defineRoutes(variableRoutes({ kind: 'instance', base: '/admin/ci/variables', present: presentInstanceVariable }));
