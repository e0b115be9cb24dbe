import { useTranslation } from 'react-i18next';
import { CompleteAndContinue } from '@/features/course/components/complete-and-continue';
import type { NodeViewProps } from '@/features/course/public/node-views';
import { KeyPointsView } from '@/features/resource/pages/key-points-view';

/**
 * The lc page of a KEY_POINTS node: the resource feature's key points page with the course's way on
 * (completing the node through progression, then its next step). Features never import each other's pages, so the
 * app puts the two together.
 */
export function KeyPointsNodeView(props: NodeViewProps) {
  const { t } = useTranslation();
  const { node } = props.reply;
  // 'Continue' when there is a next step (001 §2); a key points page not yet completed also needs it to complete.
  const action =
    node.nextStep !== null || !node.completed ? (
      <CompleteAndContinue
        lpId={props.lpId}
        nodeId={node.id}
        completed={node.completed}
        nextStep={node.nextStep}
        completeLabel={t('resource.keyPoints.continue')}
      />
    ) : null;
  return <KeyPointsView {...props} continueAction={action} />;
}
