/** Enums::Ci::JobArtifact file types, in GitLab's order (`artifact_type` values of POST /jobs/:id/artifacts). */
export const ARTIFACT_FILE_TYPES = [
  'archive', 'metadata', 'trace', 'junit', 'sast', 'dependency_scanning', 'container_scanning', 'dast', 'codequality',
  'license_scanning', 'performance', 'metrics', 'metrics_referee', 'network_referee', 'lsif', 'dotenv', 'cobertura',
  'terraform', 'accessibility', 'cluster_applications', 'secret_detection', 'requirements', 'coverage_fuzzing',
  'browser_performance', 'load_performance', 'api_fuzzing', 'cluster_image_scanning', 'cyclonedx', 'requirements_v2',
  'annotations', 'repository_xray', 'jacoco',
] as const;

/** Enums::Ci::JobArtifact file formats (`artifact_format`). */
export const ARTIFACT_FILE_FORMATS = ['raw', 'zip', 'gzip'] as const;

/** Where an upload waits in the object store until the ci subgraph accepts it. */
export const UPLOAD_PREFIX = 'tmp/artifact-uploads/';

/** The job log is never removed by artifact deletion (doc/api/job_artifacts.md). */
export const NEVER_DELETED_TYPES = ['trace'];

/** An archive may unpack to at most this many times the upload limit (zip-bomb guard). */
export const MAX_EXPANSION_RATIO = 10;
