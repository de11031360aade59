import type { PipelineBasicFields, PipelineFields } from '../operations/fragments/pipeline';
import { presentUserBasic } from './user.presenter';

/** Entities::Ci::PipelineBasic (lib/api/entities/ci/pipeline_basic.rb). */
export function presentPipelineBasic(pipeline: PipelineBasicFields) {
  return {
    id: Number(pipeline.id),
    iid: pipeline.iid,
    project_id: Number(pipeline.projectId),
    sha: pipeline.sha,
    ref: pipeline.ref,
    status: pipeline.status,
    source: pipeline.source,
    created_at: pipeline.createdAt,
    updated_at: pipeline.updatedAt,
    web_url: `${pipeline.project.webUrl}/-/pipelines/${pipeline.id}`,
  };
}

/** Entities::Ci::PipelineBasicWithMetadata: the list's items. */
export function presentPipelineBasicWithMetadata(pipeline: PipelineBasicFields) {
  return { ...presentPipelineBasic(pipeline), name: pipeline.name };
}

/** Entities::Ci::Pipeline: what create, retry and cancel answer. */
export function presentPipeline(pipeline: PipelineFields) {
  const status = pipeline.detailedStatus;
  return {
    ...presentPipelineBasic(pipeline),
    before_sha: pipeline.beforeSha,
    tag: pipeline.tag,
    yaml_errors: pipeline.yamlErrors,
    user: pipeline.user ? presentUserBasic(pipeline.user) : null,
    started_at: pipeline.startedAt,
    finished_at: pipeline.finishedAt,
    committed_at: pipeline.committedAt,
    duration: pipeline.duration,
    queued_duration: pipeline.queuedDuration,
    coverage: pipeline.coverage,
    detailed_status: {
      icon: status.icon, text: status.text, label: status.label, group: status.group, tooltip: status.tooltip,
      has_details: status.hasDetails, details_path: status.detailsPath, illustration: status.illustration, favicon: status.favicon,
    },
  };
}

/** Entities::Ci::PipelineWithMetadata: a single pipeline and the latest one. */
export function presentPipelineWithMetadata(pipeline: PipelineFields) {
  return { ...presentPipeline(pipeline), name: pipeline.name };
}
