import type { Notification } from '@continuum/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkNotificationRead, useNotifications } from '../api/get-notifications';
import { SidebarBox } from './sidebar-box';

/** Read by screen readers, not shown; plain styles rather than Mantine's VisuallyHidden (the course home's byte budget). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The learner's notifications (000 §3, §7; decision 0089): polled every 60 s, newest first, each marked read with
 * its own button. Notifications that arrive after the first reading are announced politely; after one is marked
 * read, focus moves to the next one's button (or the list's heading when none is left).
 */
export function NotificationsBox({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const list = useNotifications(lpId);
  const markRead = useMarkNotificationRead(lpId);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Set<number> | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLParagraphElement>(null);
  const items = list.data?.notifications;

  useEffect(() => {
    if (!items) return;
    if (seen.current) {
      const fresh = items.filter((n) => !seen.current?.has(n.id)).length;
      if (fresh > 0) setAnnouncement(t('course.notifications.arrived', { count: fresh }));
    }
    seen.current = new Set([...(seen.current ?? []), ...items.map((n) => n.id)]);
  }, [items, t]);

  const read = (n: Notification, index: number) => {
    const next = items?.[index + 1] ?? items?.[index - 1];
    markRead.mutate(n.id, {
      onSuccess: () => {
        const target = next ? buttons.current.get(next.id) : heading.current;
        target?.focus();
      },
    });
  };

  return (
    <SidebarBox title={t('course.notifications.title')}>
      <div role="status" aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      <Text ref={heading} tabIndex={-1} size="sm" c="dimmed" mb={items && items.length > 0 ? 'xs' : 0}>
        {list.isError
          ? t('course.notifications.failed')
          : items
            ? t('course.notifications.unread', { count: items.length })
            : t('course.notifications.loading')}
      </Text>
      {items && items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('course.notifications.title')}>
          {items.map((n, index) => (
            <li key={n.id}>
              <Group gap={6} mb={2}>
                <Text size="xs" fw={600} tt="uppercase" c="dimmed">
                  {t(`course.notifications.types.${n.type}`)}
                </Text>
                {n.priority === 'HIGH' && (
                  <Text span size="xs" fw={700} c="red.9">
                    {t('course.notifications.important')}
                  </Text>
                )}
              </Group>
              <Text size="sm" fw={600}>
                {n.title}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {n.message}
              </Text>
              <Button
                ref={(el) => {
                  if (el) buttons.current.set(n.id, el);
                  else buttons.current.delete(n.id);
                }}
                size="compact-xs"
                variant="default"
                mt={4}
                loading={markRead.isPending && markRead.variables === n.id}
                aria-label={t('course.notifications.markReadOf', { title: n.title })}
                onClick={() => read(n, index)}
              >
                {t('course.notifications.markRead')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {markRead.isError && (
        <Text size="sm" c="red.9" role="alert">
          {t('course.notifications.markFailed')}
        </Text>
      )}
    </SidebarBox>
  );
}
