import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { SCHEDULE_DAYS } from '@continuum/contracts';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '@/shared/format/clock-time';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useInstructorSchedule } from '../api/get-instructor-schedule';

/**
 * The live support schedule (001 §2 instructor contact panel): the weekly hours of the product's instructors, in
 * the learner's language and the product's time zone (decision 0084).
 */
export function InstructorScheduleModal({ lpId, opened, onClose }: { lpId: number; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const schedule = useInstructorSchedule(lpId, opened);
  const time = (hhmm: string) => formatClockTime(hhmm, i18n.language);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('course.instructor.scheduleTitle')}
      closeButtonProps={{ 'aria-label': t('course.instructor.close') }}
    >
      {schedule.isError ? (
        <QueryErrorAlert error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : schedule.data ? (
        <Stack gap="sm">
          <Text size="sm">{t('course.instructor.timeZone', { zone: schedule.data.timeZone })}</Text>
          {schedule.data.slots.length === 0 ? (
            <Text size="sm">{t('course.instructor.noHours')}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('course.instructor.day')}</Table.Th>
                  <Table.Th scope="col">{t('course.instructor.hours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {SCHEDULE_DAYS.filter((d) => schedule.data.slots.some((s) => s.dayOfWeek === d)).map((day) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row">{t(`course.instructor.days.${day}`)}</Table.Th>
                    <Table.Td>
                      {schedule.data.slots
                        .filter((s) => s.dayOfWeek === day)
                        .map((s) => t('course.instructor.range', { start: time(s.start), end: time(s.end) }))
                        .join(', ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : (
        <Text size="sm">{t('global.loading.message')}</Text>
      )}
    </Modal>
  );
}
