import type { SubmissionListItem } from '@formbuilder/core';

// What a form's logic stored with a submission (docs/product.md, "Logic"), as the owner's list
// carries it beside the answers (core's submissionListItemSchema): the calculated values by value
// id, the id of the ending chosen and the URL parameters the form names; the Data table heads them
// with the names in the form's logic. Absent when none was stored.
export type LogicFields = Pick<SubmissionListItem, 'variables' | 'ending' | 'params'>;
