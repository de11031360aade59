/**
 * The GitLab version Forgegraph answers as (`GET /version`, hook `User-Agent`): clients such as
 * python-gitlab and glab gate features on it.
 */
export const GITLAB_VERSION = '18.3.0-ee';
export const GITLAB_REVISION = 'f0e9a1b2';
