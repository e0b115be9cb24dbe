import type { AnswerCheckReply, PreviewExamCheckBody, PreviewExamCheckReply, PreviewNodeReply } from '@continuum/contracts';
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

/** POST …/exam-check: one exam question's choice checked as a sitting's review shows it; nothing is recorded. */
export const usePreviewExamCheck = (productId: number, nodeId: number) =>
  useMutation({
    mutationFn: (body: PreviewExamCheckBody) =>
      http<PreviewExamCheckReply>(`api/authoring/preview/${productId}/nodes/${nodeId}/exam-check`, { method: 'POST', body }),
    meta: { errorDialog: false },
  });
