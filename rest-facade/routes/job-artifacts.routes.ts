import { DeleteJobArtifacts, DeleteProjectArtifacts, KeepJobArtifacts } from '../operations/job-artifacts';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { receiveArtifactUpload } from '../edge/artifact-upload';
import { sendDependencyArchive, sendJobArchive, sendJobArchiveFile, sendRefArchive, sendRefArchiveFile } from '../edge/artifact-downloads';
import { RouteAnswer } from '../http/route-answer';
import { presentKeptJob } from '../presenters/job.presenter';
import { defineRoutes, route } from './route';

const ARTIFACT_TYPES = [
  'archive', 'metadata', 'trace', 'junit', 'sast', 'dependency_scanning', 'container_scanning', 'dast', 'codequality',
  'license_scanning', 'performance', 'metrics', 'metrics_referee', 'network_referee', 'lsif', 'dotenv', 'cobertura',
  'terraform', 'accessibility', 'cluster_applications', 'secret_detection', 'requirements', 'coverage_fuzzing',
  'browser_performance', 'load_performance', 'api_fuzzing', 'cluster_image_scanning', 'cyclonedx', 'requirements_v2',
  'annotations', 'repository_xray', 'jacoco',
];
const PROJECT = { id: p.string().required(), job_token: p.string() };
const JOB = { ...PROJECT, job_id: p.integer().required() };
const BY_REF = { ...PROJECT, ref_name: p.string().required(), job: p.string().required() };
const IN_JOB = { pick: ['id', 'job_id'], rename: { id: 'projectRef', job_id: 'jobId' } };
// Downloads stream from the object store (Workhorse's send-data), so they are handlers, not presenters.
const DOWNLOAD = { jobToken: true } as const;

/** doc/api/job_artifacts.md (lib/api/ci/job_artifacts.rb): GETs allow anonymous callers on public projects. */
export const jobArtifactRoutes = defineRoutes([
  route({ method: 'GET', path: '/projects/:id/jobs/:job_id/artifacts', ...DOWNLOAD, params: JOB, handle: sendJobArchive }),
  route({ method: 'GET', path: '/projects/:id/jobs/artifacts/:ref_name/download', ...DOWNLOAD, params: BY_REF, handle: sendRefArchive }),
  route({
    method: 'GET', path: '/projects/:id/jobs/:job_id/artifacts/*artifact_path', ...DOWNLOAD,
    params: { ...JOB, artifact_path: p.array(p.string()).required() }, handle: sendJobArchiveFile,
  }),
  route({
    method: 'GET', path: '/projects/:id/jobs/artifacts/:ref_name/raw/*artifact_path', ...DOWNLOAD,
    params: { ...BY_REF, artifact_path: p.array(p.string()).required() }, handle: sendRefArchiveFile,
  }),
  route({
    method: 'POST',
    path: '/projects/:id/jobs/:job_id/artifacts/keep',
    auth: 'required',
    jobToken: true,
    params: JOB,
    operation: KeepJobArtifacts,
    variables: (params) => toVariables(params, IN_JOB),
    present: presentKeptJob,
    // job_artifacts.rb `status 200`.
    status: 200,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/jobs/:job_id/artifacts',
    auth: 'required',
    jobToken: true,
    params: JOB,
    operation: DeleteJobArtifacts,
    variables: (params) => toVariables(params, IN_JOB),
    present: () => null,
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/artifacts',
    auth: 'required',
    jobToken: true,
    params: PROJECT,
    operation: DeleteProjectArtifacts,
    variables: (params) => ({ projectRef: params.id }),
    // `accepted!`: the removal runs in the background.
    present: () => RouteAnswer.json(202, { message: '202 Accepted' }),
  }),
]);

/** The runner's artifact calls (lib/api/ci/runner.rb): the job token is the credential, checked by ci. */
export const runnerArtifactRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/jobs/:id/artifacts',
    params: {
      id: p.integer().required(),
      token: p.string(),
      expire_in: p.string(),
      artifact_type: p.string().values(ARTIFACT_TYPES).default('archive'),
      artifact_format: p.string().values(['raw', 'zip', 'gzip']).default('zip'),
    },
    // The multipart body streams into the object store, never into memory.
    streamsBody: true,
    handle: receiveArtifactUpload,
  }),
  route({
    method: 'GET',
    path: '/jobs/:id/artifacts',
    params: { id: p.integer().required(), token: p.string(), direct_download: p.boolean().default(false) },
    handle: sendDependencyArchive,
  }),
]);
