import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { CiLintResult } from '../schema/ci-lint.types';
import { lintContent, lintProjectConfig } from '../services/lint/ci-lint.service';

/** doc/api/lint.md: CI Lint in a project's context. */
@Resolver()
export class CiLintResolver {
  @Query(() => CiLintResult, { description: 'POST /projects/:id/ci/lint: the given configuration.' })
  ciLint(@Arg('projectRef', () => String) projectRef: string, @Arg('content', () => String) content: string,
    @Arg('dryRun', () => Boolean, { defaultValue: false }) dryRun: boolean, @Arg('ref', () => String, { nullable: true }) ref: string | null,
    @Ctx() ctx: SubgraphContext): Promise<CiLintResult> {
    return lintContent(ctx, projectRef, content, dryRun, ref);
  }

  @Query(() => CiLintResult, { description: "GET /projects/:id/ci/lint: the project's own configuration at a commit." })
  projectCiLint(@Arg('projectRef', () => String) projectRef: string, @Arg('contentRef', () => String, { nullable: true }) contentRef: string | null,
    @Arg('dryRun', () => Boolean, { defaultValue: false }) dryRun: boolean, @Arg('dryRunRef', () => String, { nullable: true }) dryRunRef: string | null,
    @Ctx() ctx: SubgraphContext): Promise<CiLintResult> {
    return lintProjectConfig(ctx, projectRef, contentRef, dryRun, dryRunRef);
  }
}
