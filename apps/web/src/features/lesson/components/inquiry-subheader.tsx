import '@mantine/core/styles/Progress.css';
import type { NodeView } from '@continuum/contracts';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceSize } from '@/shared/hooks/use-device-size';
import { paths } from '@/shared/paths';
import { TOUR_ANCHORS, tourAnchor } from '@/shared/tour/anchors';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { fullTitle } from '../model/titles';

interface InquirySubheaderProps {
  lpId: number;
  node: NodeView;
  /** The slide shown (0-based) and how many there are; unknown while loading or locked. */
  progress: { index: number; count: number } | null;
}

/**
 * The inquiry subheader (001 §2 "Lesson subheaders"): exit lesson, unit and lesson titles, the progress
 * 'inquiryNumber of inquiryCount', the live-support-required notice and the OPTIONAL and EXEMPT labels.
 * On device-size screens the exit link moves into a menu.
 */
export function InquirySubheader({ lpId, node, progress }: InquirySubheaderProps) {
  const { t } = useTranslation();
  const device = useDeviceSize();
  const exit = paths.productHome.href({ lpId, currentNodeId: node.id });
  const instructor = node.instructorInfo.instructorRequired || node.instructorInfo.ancestorInstructorRequired;
  const optional = node.optionalInfo.optional || node.optionalInfo.ancestorOptional;
  const exempt = node.exemptInfo.exempt || node.exemptInfo.ancestorExempt;
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          {node.parent && (
            <Text size="sm" c="dimmed">
              {fullTitle(node.parent)}
            </Text>
          )}
          <PageTitle>{fullTitle(node)}</PageTitle>
        </div>
        {device ? (
          <MobileMenu exit={exit} />
        ) : (
          <AppLink to={exit} {...tourAnchor(TOUR_ANCHORS.exit)}>
            {t('lesson.subheader.exit')}
          </AppLink>
        )}
      </Group>
      <Group gap="xs">
        {optional && <Badge variant="light">{t('lesson.subheader.optional')}</Badge>}
        {exempt && (
          <Badge variant="light" color="green">
            {t('lesson.subheader.exempt')}
          </Badge>
        )}
        {instructor && (
          <Text size="sm" c="orange.9">
            {node.instructorInfo.text ?? t('lesson.subheader.liveSupport')}
          </Text>
        )}
      </Group>
      {progress && progress.count > 0 && (
        <Group gap="sm" wrap="nowrap" {...tourAnchor(TOUR_ANCHORS.slideProgress)}>
          <Progress
            flex={1}
            value={((progress.index + 1) / progress.count) * 100}
            aria-label={t('lesson.subheader.progressLabel')}
          />
          <Text size="sm">{t('lesson.subheader.progress', { number: progress.index + 1, count: progress.count })}</Text>
        </Group>
      )}
    </Stack>
  );
}

/** The mobile lesson menu: a disclosure button and its links. */
function MobileMenu({ exit }: { exit: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div {...tourAnchor(TOUR_ANCHORS.exit)}>
      <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('lesson.subheader.menu')}
      </Button>
      <div id={id} hidden={!open}>
        <AppLink to={exit}>{t('lesson.subheader.exit')}</AppLink>
      </div>
    </div>
  );
}
