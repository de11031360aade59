// Generated from merge-request-time-tracking.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { TimeStatsFields } from './fragments/issue';

export type MergeRequestTimeStatsResult = {
  projectMergeRequest: {
    timeStats: TimeStatsFields;
  };
};

export const MergeRequestTimeStats: Operation<MergeRequestTimeStatsResult> = {
  name: 'MergeRequestTimeStats',
  document: `query MergeRequestTimeStats($ref: String!, $iid: Int!) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    timeStats {
      ...TimeStatsFields
    }
  }
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}`,
};

export type SetMergeRequestTimeEstimateResult = {
  setMergeRequestTimeEstimate: {
    timeStats: TimeStatsFields;
  };
};

export const SetMergeRequestTimeEstimate: Operation<SetMergeRequestTimeEstimateResult> = {
  name: 'SetMergeRequestTimeEstimate',
  document: `mutation SetMergeRequestTimeEstimate($ref: String!, $iid: Int!, $duration: String) {
  setMergeRequestTimeEstimate(projectRef: $ref, iid: $iid, duration: $duration) {
    timeStats {
      ...TimeStatsFields
    }
  }
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}`,
};

export type AddMergeRequestSpentTimeResult = {
  addMergeRequestSpentTime: {
    timeStats: TimeStatsFields;
  };
};

export const AddMergeRequestSpentTime: Operation<AddMergeRequestSpentTimeResult> = {
  name: 'AddMergeRequestSpentTime',
  document: `mutation AddMergeRequestSpentTime($ref: String!, $iid: Int!, $duration: String, $summary: String) {
  addMergeRequestSpentTime(
    projectRef: $ref
    iid: $iid
    duration: $duration
    summary: $summary
  ) {
    timeStats {
      ...TimeStatsFields
    }
  }
}

fragment TimeStatsFields on TimeStats {
  timeEstimate
  totalTimeSpent
  humanTimeEstimate
  humanTotalTimeSpent
}`,
};
