import '@mantine/core/styles/List.css';
import type { LearnerProduct } from '@continuum/contracts';
import { Button, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveChatButton } from '@/features/chat/public/live-chat-button';
import { InstructorEmailButton } from '@/features/support/public/support-buttons';
import { HintTooltip } from '@/shared/ui/hint-tooltip';
import { SidebarBox } from './sidebar-box';

const InstructorScheduleModal = lazy(() =>
  import('./instructor-schedule-modal').then((m) => ({ default: m.InstructorScheduleModal })),
);

type Product = Pick<LearnerProduct, 'showContactInstructor' | 'supportChatEnabled' | 'siteAssets'>;

/**
 * Instructor contact panel (001 §2 "Other"): whether live support is available, the live chat button (opening
 * the chat window, decision 0088; offline: 'Live Chat (offline)' with its tooltip), the live support schedule (the product's schedule assets and,
 * given the learner product, a link opening the instructors' weekly hours; decision 0084) and the instructor e-mail
 * form (000 §2; decision 0083) when the learner product is known.
 */
export function InstructorContact({
  product,
  available,
  lpId,
  nodeId,
}: {
  product: Product;
  available: boolean;
  lpId?: number;
  /** The page's node, sent as the e-mail's learningComponentId. */
  nodeId?: number;
}) {
  const { t } = useTranslation();
  const [scheduleOpen, schedule] = useDisclosure(false);
  if (!product.showContactInstructor) return null;
  const assets = product.siteAssets.instructorScheduleAssets;
  return (
    <SidebarBox title={t('course.instructor.title')}>
      <Stack gap="xs">
        <Text size="sm" role="status">
          {t(available ? 'course.instructor.available' : 'course.instructor.offline')}
        </Text>
        {product.supportChatEnabled && available && lpId !== undefined && <LiveChatButton lpId={lpId} nodeId={nodeId} />}
        {product.supportChatEnabled && !available && (
          <HintTooltip hint={t('course.instructor.offlineTooltip')}>
            {(describedBy) => (
              // aria-disabled rather than disabled: the button stays focusable so its tooltip can be read.
              <Button
                variant="default"
                size="sm"
                aria-disabled="true"
                aria-describedby={describedBy}
                data-disabled
                onClick={(event) => event.preventDefault()}
              >
                {t('course.instructor.liveChatOffline')}
              </Button>
            )}
          </HintTooltip>
        )}
        {lpId !== undefined && <InstructorEmailButton lpId={lpId} learningComponentId={nodeId} />}
        {lpId !== undefined && (
          <Button variant="subtle" size="compact-sm" px={0} style={{ alignSelf: 'flex-start' }} onClick={schedule.open}>
            {t('course.instructor.scheduleLink')}
          </Button>
        )}
        {lpId !== undefined && scheduleOpen && (
          <Suspense fallback={null}>
            <InstructorScheduleModal lpId={lpId} opened={scheduleOpen} onClose={schedule.close} />
          </Suspense>
        )}
        {assets.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('course.instructor.schedule')}
            </Text>
            <List size="sm" spacing={2}>
              {assets.map((asset, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: assets are addressed by their index (001 §2)
                <List.Item key={index}>{asset.label}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </SidebarBox>
  );
}
