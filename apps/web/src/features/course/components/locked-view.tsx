import type { NodeView } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { fullTitle } from '../model/course-tree';

/** A locked node: its title, 'This part of the course is locked.', why (instructor needed), and no actions. */
export function LockedView({ lpId, node }: { lpId: number; node: NodeView }) {
  const { t } = useTranslation();
  const instructor = node.instructorInfo.instructorRequired || node.instructorInfo.ancestorInstructorRequired;
  return (
    <>
      <PageTitle>{fullTitle(node)}</PageTitle>
      <MessageAlert tone="warning" size="large">
        {t('course.lc.locked')}
      </MessageAlert>
      {instructor && <Text mb="md">{node.instructorInfo.text ?? t('course.lc.banner.instructorRequired')}</Text>}
      <AppLink to={paths.productHome.href({ lpId })}>{t('course.lc.returnHome')}</AppLink>
    </>
  );
}
