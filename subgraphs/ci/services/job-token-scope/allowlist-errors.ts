import { BadRequestError, ForbiddenError } from '@forgegraph/platform';

// Ci::JobTokenScope::*Service messages and how lib/api/ci/job_token_scope.rb answers them: adding
// answers every refusal `400 Bad request - <message>`; removing answers a permission refusal 403.

/** The allowlists' size limit (Ci::JobToken::ProjectScopeLink / GroupScopeLink `*_LINK_LIMIT`). */
export const ALLOWLIST_LIMIT = 200;

export const INSUFFICIENT = 'Insufficient permissions to modify the job token scope';

export const allowlistErrors = {
  insufficientToRemove: () => ForbiddenError.because(INSUFFICIENT),
  projectUnreadable: () => BadRequestError.because("The target_project that you are attempting to access does not exist or you don't have permission to perform this action"),
  groupUnreadable: () => BadRequestError.because("The target_group that you are attempting to access does not exist or you don't have permission to perform this action"),
  sameProject: () => BadRequestError.because("Validation failed: Target project can't be the same as the source project"),
  projectPresent: () => BadRequestError.because('Target project is already in the job token scope'),
  groupPresent: () => BadRequestError.because('Target group is already in the job token scope'),
  projectLimit: () => BadRequestError.because('Validation failed: Source project exceeds the allowable number of project links'),
  groupLimit: () => BadRequestError.because('Validation failed: Source project exceeds the allowable number of group links'),
  removeSelf: () => BadRequestError.because('Source project cannot be removed from the job token scope'),
  projectAbsent: () => BadRequestError.because('Target project is not in the job token scope'),
  groupAbsent: () => BadRequestError.because('Target group is not in the job token scope'),
};
