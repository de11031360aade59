// Generated from fragments/ci-lint.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type CiLintResultFields = {
  valid: boolean;
  errors: Array<string>;
  warnings: Array<string>;
  mergedYaml: string | null;
  jobs: Array<{
    name: string;
    stage: string;
    beforeScript: Array<string>;
    script: Array<string>;
    afterScript: Array<string>;
    tagList: Array<string>;
    isStatic: boolean;
    environment: string | null;
    when: string;
    allowFailure: boolean;
    only: {
      refs: Array<string> | null;
      variables: Array<string> | null;
      changes: Array<string> | null;
    } | null;
    except: {
      refs: Array<string> | null;
      variables: Array<string> | null;
      changes: Array<string> | null;
    } | null;
    needs: Array<{
      name: string;
      artifacts: boolean;
      optional: boolean;
    }> | null;
  }>;
};
