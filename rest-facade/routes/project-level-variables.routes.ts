import { presentCiVariable } from '../presenters/ci-variable.presenter';
import { variableRoutes } from './ci-variable-routes';
import { defineRoutes } from './route';

/** doc/api/project_level_variables.md (Maintainers). */
export const projectVariableRoutes = defineRoutes(variableRoutes({ kind: 'project', base: '/projects/:id/variables', present: presentCiVariable }));
