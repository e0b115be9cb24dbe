import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chatStore } from './chat-store';

/**
 * 'Live Chat' when an instructor is available (001 §2): opens the chat window on this page's node. While a window
 * is open, the page's node is the one the chat carries.
 */
export function LiveChatButton({ lpId, nodeId }: { lpId: number; nodeId?: number }) {
  const { t } = useTranslation();
  useEffect(() => chatStore.at(lpId, nodeId), [lpId, nodeId]);
  return (
    <Button size="sm" onClick={() => chatStore.open({ lpId, nodeId })}>
      {t('course.instructor.liveChat')}
    </Button>
  );
}
