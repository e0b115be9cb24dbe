import '@mantine/core/styles/List.css';
import { Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDeviceSize } from '@/shared/hooks/use-device-size';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { useFinishLesson } from '../components/use-finish-lesson';
import { lessonErrorText } from '../model/lesson-errors';
import { type LessonPageData, resourceHref } from '../model/lesson-page-data';
import { fullTitle } from '../model/titles';

/**
 * lessonCompleteResources (001 §2): every resource must be viewed first. Lists the unviewed ones, each
 * opening its resource page; 'Complete Lesson' stays disabled until allowContinue, then finishes the
 * lesson again (security question, lessonSuccess).
 */
export function LessonCompleteResourcesPage({ lpId, reply }: { lpId: number; reply: LessonPageData }) {
  const { t } = useTranslation();
  const device = useDeviceSize();
  const { node } = reply;
  // The page data is refetched on return from each resource, so the list shrinks as resources are opened.
  const unviewed = reply.unviewedResources;
  const allowContinue = reply.allowContinue;
  const finisher = useFinishLesson({ lpId, lessonId: node.id, lessonTitle: node.title });
  // Each resource page offers the way back to this very step (its 'Return to the lesson' link and Close).
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{fullTitle(node)}</PageTitle>
      <Text>{unviewed.length > 0 ? t('lesson.resources.mustView') : t('lesson.resources.allViewed')}</Text>
      {unviewed.length > 0 && (
        <List aria-label={t('lesson.resources.listLabel')}>
          {unviewed.map((r) => (
            <List.Item key={r.id}>
              <AppLink to={resourceHref(node.id, r.id)} state={{ returnTo }}>
                {r.title}
              </AppLink>
            </List.Item>
          ))}
        </List>
      )}
      {finisher.error != null && <MessageAlert tone="error">{lessonErrorText(finisher.error)}</MessageAlert>}
      <Button onClick={() => void finisher.finish()} disabled={!allowContinue} loading={finisher.pending}>
        {t('lesson.resources.complete')}
      </Button>
      {device && <AppLink to={paths.productHome.href({ lpId })}>{t('lesson.returnHome')}</AppLink>}
      {finisher.dialog}
    </Stack>
  );
}
