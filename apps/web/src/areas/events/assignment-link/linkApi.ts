import type { AssignmentAnswer, AssignmentRequest, AssignmentState, ItemResponse } from '@phlox/contract';
import { api } from '../../../shared/api/client';

const PATH = '/api/assignment-confirmations';

/** The e-mailed link's page, signed in or not (no query library: a public page's script stays small). */
export const lookupAssignmentLink = (token: string) =>
  api.post<ItemResponse<AssignmentRequest>>(`${PATH}/lookup`, { token }, { auth: false }).then((r) => r.data);
export const answerAssignmentLink = (body: { token: string; answer: AssignmentAnswer }) =>
  api.post<ItemResponse<AssignmentState>>(`${PATH}/answer`, body, { auth: false }).then((r) => r.data);
