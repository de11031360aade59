/** Entities::Ci::RunnerRegistrationDetails (also the verify and reset-token answers' shape). */
export function presentRunnerRegistration(runner: { id: string; token: string; tokenExpiresAt: string | null }) {
  return { id: Number(runner.id), token: runner.token, token_expires_at: runner.tokenExpiresAt };
}
