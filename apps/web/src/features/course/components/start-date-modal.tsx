import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate, isIsoDate, isoToUs, localToday } from '@/shared/format/dates';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { useStartEnd } from '../api/get-start-end';
import { useSetStartDate } from '../api/set-start-date';
import { DEFAULT_DURATION_DAYS } from '../model/constants';
import { courseEndDate } from '../model/course-dates';

interface StartDateModalProps {
  lpId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once the start date is saved (the modal then closes). */
  onSaved?: () => void;
}

/**
 * Select-start-date modal (001 §4): picking a date shows the end date it gives (start + duration - 1 day);
 * Confirm posts the date as MM/DD/YYYY, then the course data is cleared and reloaded. Mantine's modal traps
 * focus, starts on the date input and returns focus to the button that opened it.
 */
export function StartDateModal({ lpId, opened, onClose, onSaved }: StartDateModalProps) {
  const { t, i18n: ui } = useTranslation();
  const startEnd = useStartEnd(lpId, opened);
  const duration = startEnd.data?.duration ?? DEFAULT_DURATION_DAYS;
  const [start, setStart] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetStartDate(lpId);
  const end = isIsoDate(start) ? courseEndDate(start, duration) : null;

  const close = () => {
    setStart('');
    setError(null);
    save.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start) return setError(t('course.startDate.errors.required'));
    if (!isIsoDate(start)) return setError(t('course.startDate.errors.invalid'));
    setError(null);
    save.mutate(isoToUs(start), {
      onSuccess: () => {
        close();
        onSaved?.();
      },
      onError: (e) => setError(startDateErrorText(e)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('course.startDate.title')}
      closeButtonProps={{ 'aria-label': t('course.startDate.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('course.startDate.intro', { count: duration })}</Text>
          <TextInput
            type="date"
            label={t('course.startDate.label')}
            value={start}
            min={localToday()}
            onChange={(event) => {
              setStart(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            // The only field of the form: no asterisk, and its label stays exactly 'Start date'.
            withAsterisk={false}
            data-autofocus
          />
          <Text size="sm" fw={600} aria-live="polite">
            {end ? t('course.startDate.endDate', { date: formatShortDate(end, ui.language) }) : t('course.startDate.pickDate')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('course.startDate.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('course.startDate.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The server's reasons in the UI language; other 400 texts are shown as the server wrote them. */
export function startDateErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 409 && error.code === 'COURSE_ALREADY_STARTED') {
    return i18n.t('course.startDate.errors.alreadyStarted');
  }
  if (isApiError(error) && error.status === 400) {
    const message = error.fieldErrors.find((f) => f.field === 'startDate')?.message ?? error.message;
    if (/past/i.test(message)) return i18n.t('course.startDate.errors.past');
    if (/MM\/DD\/YYYY/.test(message)) return i18n.t('course.startDate.errors.invalid');
    return message;
  }
  return httpErrorText(error);
}
