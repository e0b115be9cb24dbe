import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadI18nPart } from '@/shared/i18n/i18n';
import { chatStore } from './chat-store';

// The window is its own chunk, loaded with its texts when a chat is first opened (decision 0088).
const ChatWindow = lazy(() =>
  Promise.all([import('./chat-window'), loadI18nPart('chat')]).then(([m]) => ({ default: m.ChatWindow })),
);

/** Where the learner's chat window lives on a product's pages: nothing until the Live Chat button opens it. */
export function ChatDock({ lpId }: { lpId: number }) {
  const target = useSyncExternalStore(chatStore.subscribe, chatStore.get);
  if (target?.lpId !== lpId) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow lpId={lpId} />
    </Suspense>
  );
}
