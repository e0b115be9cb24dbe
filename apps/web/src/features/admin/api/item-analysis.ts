import type { ItemAnalysisReply } from '@continuum/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/admin/item-analysis/product/{productId}: item statistics of a course's exams (issue 30). */
export const useItemAnalysis = (productId: number | null) =>
  useQuery({
    queryKey: ['admin-item-analysis', productId] as const,
    queryFn: () => http<ItemAnalysisReply>(`api/admin/item-analysis/product/${productId}`),
    enabled: productId !== null,
    meta: { errorDialog: false },
  });

/** The same figures as a CSV file the browser downloads; one exam's when examId is given. */
export const itemAnalysisCsvHref = (productId: number, examId?: number) =>
  `/api/admin/item-analysis/product/${productId}/csv${examId ? `?examId=${examId}` : ''}`;
