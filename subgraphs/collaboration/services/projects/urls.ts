/** GitLab's URL shapes (reference §6.3): projects at the root, groups under /groups. */
export function projectWebUrl(externalUrl: string, fullPath: string): string {
  return `${externalUrl}/${fullPath}`;
}

export function groupWebUrl(externalUrl: string, fullPath: string): string {
  return `${externalUrl}/groups/${fullPath}`;
}

export function httpUrlToRepo(externalUrl: string, fullPath: string): string {
  return `${externalUrl}/${fullPath}.git`;
}

export function sshUrlToRepo(externalUrl: string, fullPath: string): string {
  return `git@${new URL(externalUrl).hostname}:${fullPath}.git`;
}
