import type { CourseProgress } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { courseKeys, isId } from './keys';

/** GET api/product/{lpId}/progress: content, time and date figures of the course progress box. */
export function fetchCourseProgress(lpId: number): Promise<CourseProgress> {
  return http<CourseProgress>(`api/product/${lpId}/progress`);
}

export const courseProgressQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: courseKeys.progress(lpId),
    queryFn: () => fetchCourseProgress(lpId),
    meta: { errorDialog: false },
  });

export function useCourseProgress(lpId: number) {
  return useQuery({ ...courseProgressQueryOptions(lpId), enabled: isId(lpId) });
}
