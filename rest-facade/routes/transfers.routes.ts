import { ProjectTransferLocations, TransferGroup, TransferProject } from '../operations/transfers';
import { p } from '../params/param';
import { presentGroupDetail } from '../presenters/group.presenter';
import { presentProject } from '../presenters/project.presenter';
import { presentPublicGroupDetails } from '../presenters/public-group-details.presenter';
import { defineRoutes, route } from './route';

/** PUT /projects/:id/transfer, GET /projects/:id/transfer_locations (lib/api/projects.rb) and POST /groups/:id/transfer (lib/api/groups.rb). */
export const transferRoutes = defineRoutes([
  route({
    method: 'PUT',
    path: '/projects/:id/transfer',
    auth: 'required',
    params: { id: p.string().required(), namespace: p.string().required() },
    operation: TransferProject,
    variables: (params) => ({ ref: params.id, namespace: params.namespace }),
    present: presentProject,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/transfer_locations',
    pagination: 'offset',
    params: { id: p.string().required(), search: p.string() },
    operation: ProjectTransferLocations,
    variables: (params) => ({ ref: params.id, search: params.search || null }),
    present: presentPublicGroupDetails,
  }),
  route({
    method: 'POST',
    path: '/groups/:id/transfer',
    auth: 'required',
    params: { id: p.string().required(), group_id: p.integer() },
    operation: TransferGroup,
    // Without `group_id` the group becomes a top-level group.
    variables: (params) => ({ ref: params.id, parentId: params.group_id == null ? null : String(params.group_id), withProjects: true }),
    present: presentGroupDetail,
  }),
]);
