import type { LearnerProduct, ProductMeta } from '@continuum/contracts';
import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStartEnd } from '../api/get-start-end';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

interface WelcomeModalProps {
  product: LearnerProduct;
  meta: ProductMeta | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * Welcome-to-course (000 §2; texts and trigger are ours, decision 0071): the course, then what to expect:
 * seat time, the start date, the exams and where support is. Mantine's modal traps focus and starts on the
 * button; closing it in any way counts as welcomed.
 */
export function WelcomeModal({ product, meta, opened, onClose }: WelcomeModalProps) {
  const { t } = useTranslation();
  const startEnd = useStartEnd(product.id, opened).data;
  const exams = meta?.nodes.filter((n) => n.type === 'EXAM').length ?? 0;
  const startDate = startEnd?.startDate
    ? t('course.welcome.startDate.set', { date: startEnd.startDate })
    : t(product.startDateRequired ? 'course.welcome.startDate.choose' : 'course.welcome.startDate.onOpen');
  const items = [
    t('course.welcome.seatTime'),
    startDate,
    exams > 0 ? t('course.welcome.exams', { count: exams }) : t('course.welcome.noExams'),
    t('course.welcome.support', { account: product.accountName }),
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('course.welcome.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('course.welcome.close') }}
    >
      <Text>{t('course.welcome.greeting', { name: product.firstName })}</Text>
      <Text mb="md">{t('course.welcome.intro', { course: product.courseTitle })}</Text>
      <Title order={3} size="h5" mb="xs">
        {t('course.welcome.expectTitle')}
      </Title>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {items.map((item) => (
          <Text component="li" size="sm" mb={6} key={item}>
            {item}
          </Text>
        ))}
      </ul>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('course.welcome.start')}
        </Button>
      </Group>
    </Modal>
  );
}
