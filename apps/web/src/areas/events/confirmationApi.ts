import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentAnswer, AssignmentState, ItemResponse } from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import { eventKeys } from './api';

const PATH = '/api/events';

/** An answer or a resent request changes the event (its crew), the lists' flags, its history and its payouts. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (s: AssignmentState) => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(s.eventId) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('events', s.eventId) });
    void queryClient.invalidateQueries({ queryKey: createQueryKeys('payouts').all });
  };
}

/** The signed-in crew member confirms or declines its own assignment. */
export function useAnswerOwnAssignment() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ eventId, answer }: { eventId: number; answer: AssignmentAnswer }) =>
      api.post<ItemResponse<AssignmentState>>(`${PATH}/${eventId}/confirmation`, { answer }).then((r) => r.data),
    onSuccess: after,
  });
}

/** Staff: e-mail a crew member's request again (a fresh link). */
export function useResendRequest() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ eventId, photographerId }: { eventId: number; photographerId: number }) =>
      api
        .post<ItemResponse<AssignmentState>>(`${PATH}/${eventId}/crew/${photographerId}/confirmation-request`)
        .then((r) => r.data),
    onSuccess: after,
  });
}

/** Staff: record a crew member's answer given another way (by phone; an event already played). */
export function useRecordAnswer() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({
      eventId,
      photographerId,
      answer,
    }: {
      eventId: number;
      photographerId: number;
      answer: AssignmentAnswer;
    }) =>
      api
        .post<ItemResponse<AssignmentState>>(`${PATH}/${eventId}/crew/${photographerId}/confirmation`, { answer })
        .then((r) => r.data),
    onSuccess: after,
  });
}
