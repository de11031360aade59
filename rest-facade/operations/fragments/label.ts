// Generated from fragments/label.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type LabelFields = {
  id: string;
  name: string;
  color: string;
  description: string | null;
  descriptionHtml: string;
  textColor: string;
  subscribed: boolean;
  priority: number | null;
  isProjectLabel: boolean;
};

export type MilestoneFields = {
  id: string;
  iid: number;
  projectId: string | null;
  groupId: string | null;
  title: string;
  description: string | null;
  state: string;
  createdAt: string;
  updatedAt: string;
  dueDate: string | null;
  startDate: string | null;
  expired: boolean;
  webUrl: string;
};
