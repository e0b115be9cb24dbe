import type { InstructorAvailabilityReply } from '@continuum/contracts';
import { Button, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAvailability, useSaveAvailability } from '../api/availability';
import { type EditedSlot, ScheduleEditor, slotProblem } from '../components/schedule-editor';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Switch.css';

/** The instructor's live support: the "available now" switch and the weekly schedule (decision 0084). */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const availability = useAvailability();
  return (
    <>
      <PageTitle>{t('instructorConsole.screens.availability.title')}</PageTitle>
      {availability.isPending ? (
        <PageLoader />
      ) : availability.isError ? (
        <QueryErrorAlert error={availability.error} onRetry={() => void availability.refetch()} />
      ) : (
        <AvailabilityForm initial={availability.data} />
      )}
    </>
  );
}

function AvailabilityForm({ initial }: { initial: InstructorAvailabilityReply }) {
  const { t } = useTranslation();
  const save = useSaveAvailability();
  const counter = useRef(0);
  const newId = () => ++counter.current;
  const [availableNow, setAvailableNow] = useState(initial.availableNow);
  const [slots, setSlots] = useState<EditedSlot[]>(() => initial.schedule.map((s) => ({ ...s, id: newId() })));
  const invalid = slots.some((s) => slotProblem(s) !== null);
  const submit = () => {
    if (invalid) return;
    save.mutate({ availableNow, schedule: slots.map(({ dayOfWeek, start, end }) => ({ dayOfWeek, start, end })) });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" maw={720}>
        <div>
          <Switch
            role="switch"
            label={t('instructorConsole.availability.availableNow')}
            aria-describedby="available-now-help"
            checked={availableNow}
            onChange={(e) => setAvailableNow(e.currentTarget.checked)}
          />
          <Text id="available-now-help" size="sm" c="dimmed" mt={4}>
            {t('instructorConsole.availability.availableNowHelp')}
          </Text>
        </div>
        <Title order={2} size="h4">
          {t('instructorConsole.availability.schedule')}
        </Title>
        <Text size="sm">{t('instructorConsole.availability.scheduleHelp')}</Text>
        <ScheduleEditor slots={slots} onChange={setSlots} newId={newId} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={invalid}>
            {t('instructorConsole.availability.save')}
          </Button>
        </Group>
        {save.isSuccess && <MessageAlert tone="success">{t('instructorConsole.availability.saved')}</MessageAlert>}
        {save.isError && <MessageAlert tone="error">{t('instructorConsole.availability.failed')}</MessageAlert>}
        <Title order={2} size="h4">
          {t('instructorConsole.availability.products')}
        </Title>
        {(save.data ?? initial).products.length === 0 ? (
          <Text size="sm">{t('instructorConsole.availability.noProducts')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {(save.data ?? initial).products.map((p) => (
              <List.Item key={p.id}>
                {t(
                  p.available ? 'instructorConsole.availability.productOnline' : 'instructorConsole.availability.productOffline',
                  {
                    name: p.name,
                    zone: p.timeZone,
                  },
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </form>
  );
}
