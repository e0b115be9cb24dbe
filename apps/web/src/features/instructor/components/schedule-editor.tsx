import { minutesOfDay, SCHEDULE_DAYS, SCHEDULE_MAX_SLOTS_PER_DAY, SCHEDULE_TIME_PATTERN } from '@continuum/contracts';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Fieldset.css';

export interface EditedSlot {
  id: number;
  dayOfWeek: number;
  start: string;
  end: string;
}

/** What is wrong with a slot, as an i18n key, or null: times HH:mm, start before end. */
export function slotProblem(slot: EditedSlot): 'time' | 'order' | null {
  if (!SCHEDULE_TIME_PATTERN.test(slot.start) || !SCHEDULE_TIME_PATTERN.test(slot.end) || slot.start === '24:00') return 'time';
  return minutesOfDay(slot.start) < minutesOfDay(slot.end) ? null : 'order';
}

interface Props {
  slots: EditedSlot[];
  onChange: (slots: EditedSlot[]) => void;
  newId: () => number;
}

/**
 * The weekly schedule, one group per day with its slots (start and end as typed HH:mm fields, so the keyboard
 * alone edits it), an Add button per day up to the limit and a Remove button per slot.
 */
export function ScheduleEditor({ slots, onChange, newId }: Props) {
  const { t } = useTranslation();
  const update = (id: number, patch: Partial<EditedSlot>) => onChange(slots.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  return (
    <Stack gap="sm">
      {SCHEDULE_DAYS.map((day) => {
        const dayName = t(`instructorConsole.days.${day}`);
        const mine = slots.filter((s) => s.dayOfWeek === day);
        return (
          <Fieldset key={day} legend={dayName} variant="unstyled">
            <Stack gap="xs">
              {mine.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('instructorConsole.availability.noSlots')}
                </Text>
              )}
              {mine.map((slot, index) => {
                const problem = slotProblem(slot);
                const which = { day: dayName, n: index + 1 };
                return (
                  <Group key={slot.id} align="flex-end" gap="xs">
                    <TextInput
                      label={t('instructorConsole.availability.start', which)}
                      placeholder="09:00"
                      value={slot.start}
                      maxLength={5}
                      w={150}
                      onChange={(e) => update(slot.id, { start: e.currentTarget.value })}
                      error={
                        problem === 'time' && !SCHEDULE_TIME_PATTERN.test(slot.start)
                          ? t('instructorConsole.availability.badTime')
                          : undefined
                      }
                    />
                    <TextInput
                      label={t('instructorConsole.availability.end', which)}
                      placeholder="17:00"
                      value={slot.end}
                      maxLength={5}
                      w={150}
                      onChange={(e) => update(slot.id, { end: e.currentTarget.value })}
                      error={
                        problem === 'order'
                          ? t('instructorConsole.availability.endBeforeStart')
                          : problem === 'time' && !SCHEDULE_TIME_PATTERN.test(slot.end)
                            ? t('instructorConsole.availability.badTime')
                            : undefined
                      }
                    />
                    <Button variant="default" onClick={() => onChange(slots.filter((s) => s.id !== slot.id))}>
                      {t('instructorConsole.availability.remove', which)}
                    </Button>
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="light"
                  disabled={mine.length >= SCHEDULE_MAX_SLOTS_PER_DAY}
                  onClick={() => onChange([...slots, { id: newId(), dayOfWeek: day, start: '09:00', end: '17:00' }])}
                >
                  {t('instructorConsole.availability.add', { day: dayName })}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
