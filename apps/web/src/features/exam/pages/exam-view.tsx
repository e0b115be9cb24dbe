import { useSearchParams } from 'react-router';
import type { NodeViewProps } from '@/features/course/public/node-views';
import { ExamHistoryPage } from './exam-history-page';
import { ExamPage } from './exam-page';

/** What the lc page shows for an EXAM node (002 §2): the exam page, or with step=examHistory its history. */
export function ExamView(props: NodeViewProps) {
  const [search] = useSearchParams();
  return search.get('step') === 'examHistory' ? <ExamHistoryPage {...props} /> : <ExamPage {...props} />;
}
