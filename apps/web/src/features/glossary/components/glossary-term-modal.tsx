import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { useGlossaryTerm } from '../api/get-glossary-term';

/** The glossary term modal (001 §2): term, definition and example, read with GET api/glossary/{id}. */
export function GlossaryTermModal({ termId, onClose }: { termId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const term = useGlossaryTerm(termId);
  return (
    <Modal
      opened={termId !== null}
      onClose={onClose}
      title={term.data?.term ?? t('glossary.term')}
      closeButtonProps={{ 'aria-label': t('glossary.close') }}
      size="lg"
    >
      {term.isError ? (
        <Text role="alert">{httpErrorText(term.error)}</Text>
      ) : !term.data ? (
        <Loader size="sm" role="status" aria-label={t('glossary.loading')} />
      ) : (
        <Stack gap="sm">
          <Text>{term.data.definition}</Text>
          {term.data.example && (
            <Text>
              <Text component="span" fw={600}>
                {t('glossary.example')}
              </Text>{' '}
              {term.data.example}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
