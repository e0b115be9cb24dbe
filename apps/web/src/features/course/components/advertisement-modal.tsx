import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import type { Advertisement } from '@continuum/contracts';
import { Anchor, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlockView } from '@/features/cms/public/block-view';

/**
 * The advertisement viewer (001 §2): message, content HTML (sanitized on save and again here), disclaimer, and the
 * learn-more link, opened in a new window without access to this one.
 */
export function AdvertisementModal({
  ad,
  opened,
  onClose,
  onClosed,
}: {
  ad: Advertisement;
  opened: boolean;
  onClose: () => void;
  /** After the closing transition: where focus goes back to (the modal is mounted already open the first time). */
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={ad.message}
      size="lg"
      closeButtonProps={{ 'aria-label': t('course.advertisement.close') }}
    >
      <Stack gap="sm">
        {ad.content && <BlockView html={ad.content} blockKey="advertisement" spaced={false} />}
        {ad.disclaimer && (
          <Text size="xs" c="dimmed">
            {ad.disclaimer}
          </Text>
        )}
        <Group justify="flex-end">
          {ad.learnMoreUrl && (
            <Anchor href={ad.learnMoreUrl} target="_blank" rel="noopener noreferrer" fw={600}>
              {t('course.advertisement.learnMore')}
              <VisuallyHidden> {t('course.advertisement.newWindow')}</VisuallyHidden>
            </Anchor>
          )}
          <Button variant="default" onClick={onClose}>
            {t('course.advertisement.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
