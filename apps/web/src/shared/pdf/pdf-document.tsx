import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewer } from './pdf-viewer';

/**
 * A PDF in the page with a 'Full screen' button that opens it in a full-screen modal (001 §2 "PDF
 * full-screen modal"). The modal traps focus, closes on Escape and hands focus back to the button.
 */
export function PdfDocument({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={() => setFullScreen(true)}>
          {t('resource.pdf.fullScreen')}
        </Button>
      </Group>
      {/* The page's viewer is replaced while the modal shows it, so one document is drawn at a time. */}
      {!fullScreen && <PdfViewer url={url} title={title} />}
      <Modal
        opened={fullScreen}
        onClose={() => setFullScreen(false)}
        fullScreen
        title={title}
        closeButtonProps={{ 'aria-label': t('resource.pdf.closeFullScreen') }}
      >
        {fullScreen && <PdfViewer url={url} title={title} fullScreen />}
      </Modal>
    </Stack>
  );
}
