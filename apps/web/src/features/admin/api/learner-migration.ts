import type { LearnerMigrationBody, LearnerMigrationReply } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/authoring/lineages/{lineage}/migrations: a dry run's report, or the learners moved (decision 0205). */
export const useMigrateLearners = () =>
  useMutation({
    mutationFn: ({ lineage, ...body }: LearnerMigrationBody & { lineage: string }) =>
      http<LearnerMigrationReply>(`api/authoring/lineages/${encodeURIComponent(lineage)}/migrations`, {
        method: 'POST',
        body,
      }),
    meta: { errorDialog: false },
  });
