// Generated from lint.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CiLintResultFields } from './fragments/ci-lint';

export type CiLintResult = {
  ciLint: CiLintResultFields;
};

export const CiLint: Operation<CiLintResult> = {
  name: 'CiLint',
  document: `query CiLint($projectRef: String!, $content: String!, $dryRun: Boolean!, $ref: String) {
  ciLint(projectRef: $projectRef, content: $content, dryRun: $dryRun, ref: $ref) {
    ...CiLintResultFields
  }
}

fragment CiLintResultFields on CiLintResult {
  valid
  errors
  warnings
  mergedYaml
  jobs {
    name
    stage
    beforeScript
    script
    afterScript
    tagList
    isStatic
    environment
    when
    allowFailure
    only {
      refs
      variables
      changes
    }
    except {
      refs
      variables
      changes
    }
    needs {
      name
      artifacts
      optional
    }
  }
}`,
};

export type ProjectCiLintResult = {
  projectCiLint: CiLintResultFields;
};

export const ProjectCiLint: Operation<ProjectCiLintResult> = {
  name: 'ProjectCiLint',
  document: `query ProjectCiLint($projectRef: String!, $contentRef: String, $dryRun: Boolean!, $dryRunRef: String) {
  projectCiLint(
    projectRef: $projectRef
    contentRef: $contentRef
    dryRun: $dryRun
    dryRunRef: $dryRunRef
  ) {
    ...CiLintResultFields
  }
}

fragment CiLintResultFields on CiLintResult {
  valid
  errors
  warnings
  mergedYaml
  jobs {
    name
    stage
    beforeScript
    script
    afterScript
    tagList
    isStatic
    environment
    when
    allowFailure
    only {
      refs
      variables
      changes
    }
    except {
      refs
      variables
      changes
    }
    needs {
      name
      artifacts
      optional
    }
  }
}`,
};
