import type { AnswerCheckReply, PreviewNodeReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/authoring/preview/{productId}/nodes/{nodeId}: a node of a version as the learner's screens show it. */
export const previewNodeQuery = (productId: number, nodeId: number) =>
  queryOptions({
    queryKey: ['authoring-preview', productId, nodeId],
    queryFn: () => http<PreviewNodeReply>(`api/authoring/preview/${productId}/nodes/${nodeId}`),
  });
export const usePreviewNode = (productId: number, nodeId: number) => useQuery(previewNodeQuery(productId, nodeId));

/** POST …/check: the learner's grader on one slide's answer; nothing is recorded (decision 0206). */
export const usePreviewCheck = (productId: number, nodeId: number) =>
  useMutation({
    mutationFn: (body: { slideId: string; answer: unknown }) =>
      http<AnswerCheckReply>(`api/authoring/preview/${productId}/nodes/${nodeId}/check`, { method: 'POST', body }),
    meta: { errorDialog: false },
  });
