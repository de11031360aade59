import type { SubgraphRuntime } from '@forgegraph/platform';
import type { RemoteMirror } from '../../entities/remote-mirror.entity';
import { projectRef } from '../../schema/project-ref.type';
import type { RemoteMirrorNode } from '../../schema/remote-mirror.type';
import { credentialsOf } from './mirror-secrets';
import { maskedUrl } from './mirror-url';

/** The mirror as the API shows it: `url` is `safe_url`, secrets never leave. */
export function remoteMirrorNode(runtime: SubgraphRuntime, mirror: RemoteMirror): RemoteMirrorNode {
  return {
    id: String(mirror.id),
    projectId: String(mirror.projectId),
    project: projectRef(mirror.projectId),
    enabled: mirror.enabled,
    url: maskedUrl(mirror.url, credentialsOf(runtime, mirror)),
    updateStatus: mirror.updateStatus,
    lastUpdateAt: mirror.lastUpdateAt,
    lastUpdateStartedAt: mirror.lastUpdateStartedAt,
    lastSuccessfulUpdateAt: mirror.lastSuccessfulUpdateAt,
    lastError: mirror.lastError,
    onlyProtectedBranches: mirror.onlyProtectedBranches,
    keepDivergentRefs: mirror.keepDivergentRefs,
    authMethod: mirror.authMethod,
    mirrorBranchRegex: mirror.mirrorBranchRegex,
  };
}
