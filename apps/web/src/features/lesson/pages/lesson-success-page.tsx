import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeviceSize } from '@/shared/hooks/use-device-size';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { useNextStepPage } from '../api/get-next-step-page';
import type { LessonPageData } from '../model/lesson-page-data';
import { fullTitle } from '../model/titles';

/**
 * lessonSuccess (001 §2 "Lesson completion pages"): 'You completed' and the lesson's title, the home
 * button, 'Continue to {next step}'. When the next step needs an instructor who is not available, the
 * two instructor-unavailable messages and 'Go to Course Home' instead.
 */
export function LessonSuccessPage({ lpId, reply }: { lpId: number; reply: LessonPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const device = useDeviceSize();
  const { node } = reply;
  const next = node.nextStep;
  const nextPage = useNextStepPage(lpId, next?.id);
  const home = paths.productHome.href({ lpId });
  const nextNode = nextPage.data?.node;
  const instructorUnavailable =
    nextNode !== undefined &&
    !nextNode.completed &&
    (nextNode.instructorInfo.instructorRequired || nextNode.instructorInfo.ancestorInstructorRequired) &&
    !nextPage.data?.contactInstructor.available;

  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{t('lesson.success.title', { title: fullTitle(node) })}</PageTitle>
      {instructorUnavailable ? (
        <>
          <MessageAlert tone="warning" size="large">
            <Text>{t('lesson.success.instructorUnavailable')}</Text>
            <Text mt="xs">{t('lesson.success.instructorLater')}</Text>
          </MessageAlert>
          <Button onClick={() => navigate(home)}>{t('lesson.success.goHome')}</Button>
        </>
      ) : (
        <Group>
          <Button variant="default" onClick={() => navigate(home)}>
            {reply.homeButtonText || t('lesson.success.home')}
          </Button>
          {next && (
            <Button onClick={() => navigate(paths.lc.href({ lpId, nodeId: next.id }))} disabled={nextPage.isPending}>
              {t('lesson.success.continueTo', { title: fullTitle(next) })}
            </Button>
          )}
        </Group>
      )}
      {device && <AppLink to={home}>{t('lesson.returnHome')}</AppLink>}
    </Stack>
  );
}
