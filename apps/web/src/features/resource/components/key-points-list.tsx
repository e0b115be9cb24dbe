import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/shared/ui/html-content';

/** Key points (HTML strings, sanitized on import) or 'There are no Key Points!' (001 §2). */
export function KeyPointsList({ keyPoints }: { keyPoints: string[] }) {
  const { t } = useTranslation();
  if (keyPoints.length === 0) return <Text>{t('resource.keyPoints.empty')}</Text>;
  return (
    <List spacing="sm" aria-label={t('resource.keyPoints.listLabel')}>
      {keyPoints.map((point, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: key points are an ordered list of texts without ids
        <List.Item key={index}>
          <HtmlContent html={point} />
        </List.Item>
      ))}
    </List>
  );
}
