import type { LcReply, LearnerProduct } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NodeBanners } from '@/features/course/public/node-banners';
import { PageTitle } from '@/shared/ui/page-title';
import { fullTitle } from '../model/course-tree';
import { CompleteAndContinue } from './complete-and-continue';
import { InstructorContact } from './instructor-contact';
import { NodeResourcesBox } from './node-resources-box';

/**
 * Generic node page (001 §2): banner, the node's title and content, key points' 'Mark as reviewed', the
 * lesson resources and the instructor contact. The course progress is in the sidebar.
 */
export function GenericNodeView({ lpId, reply, product }: { lpId: number; reply: LcReply; product?: LearnerProduct }) {
  const { t } = useTranslation();
  const { node } = reply;
  return (
    <Stack gap="md">
      <div>
        <PageTitle>{fullTitle(node)}</PageTitle>
        <NodeBanners node={node} />
        {node.description && <Text>{node.description}</Text>}
      </div>
      {node.type === 'KEY_POINTS' && (
        <CompleteAndContinue
          lpId={lpId}
          nodeId={node.id}
          completed={node.completed}
          nextStep={node.nextStep}
          completeLabel={t('course.keyPoints.markReviewed')}
        />
      )}
      <NodeResourcesBox lpId={lpId} title={t('course.lc.resources')} node={node} />
      {product && (
        <InstructorContact product={product} available={reply.contactInstructor.available} lpId={lpId} nodeId={node.id} />
      )}
    </Stack>
  );
}
