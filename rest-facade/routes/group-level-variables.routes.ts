import { presentCiVariable } from '../presenters/ci-variable.presenter';
import { variableRoutes } from './ci-variable-routes';
import { defineRoutes } from './route';

/** doc/api/group_level_variables.md (Owners). */
export const groupVariableRoutes = defineRoutes(variableRoutes({ kind: 'group', base: '/groups/:id/variables', present: presentCiVariable }));
