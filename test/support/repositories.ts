import { execFileSync } from 'node:child_process';
import { markRefsChangedSync } from '../../subgraphs/repository/services/git/ref-stamp';
import type { TestService } from './service';

/**
 * The bare repository of a project on the test service's disk, located as the edge does: the
 * repository subgraph's storage and disk path (asked as root), under the data directory's shard.
 */
export async function repositoryGitDir(service: TestService, projectId: number): Promise<string> {
  const res = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'private-token': service.rootToken },
    body: JSON.stringify({ query: 'query($p: ID!) { projectRepository(projectId: $p) { storage diskPath } }', variables: { p: String(projectId) } }),
  });
  const { data, errors } = await res.json();
  if (errors) throw new Error(`projectRepository(${projectId}): ${JSON.stringify(errors)}`);
  const dataDir = service.server.backend.subgraphs.find((s) => s.name === 'repository')!.runtime.config.dataDir;
  return `${dataDir}/repositories/${data.projectRepository.storage}/${data.projectRepository.diskPath}.git`;
}

/**
 * Runs git on a repository on the service's disk, as an administrator's script would: afterwards
 * it marks the refs changed, as every ref writer must (the service caches refs until then).
 */
export function gitOnDisk(gitDir: string, ...args: string[]): string {
  const output = execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' }).trim();
  markRefsChangedSync(gitDir);
  return output;
}
