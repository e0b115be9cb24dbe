import '@mantine/core/styles/Input.css';
import { Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { httpErrorText } from '@/shared/ui/http-error-text';

/**
 * Limits (examGateLimits in contracts) are checked by the server, which names the field: importing the
 * value here would pull zod into this lazy chunk.
 *
 * The final exam user data prompt (002 §2, §5): the driver's licence number, non-blank, with the warning
 * that a missing or invalid number may disallow course completion. The server stores it encrypted.
 */
export function DriversLicenseDialog({
  save,
  onSaved,
  onClose,
}: {
  save: (driversLicense: string) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const blank = value.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || pending) return;
    setPending(true);
    setError(null);
    try {
      await save(value.trim());
      onSaved();
    } catch (e) {
      const field = isApiError(e) ? e.fieldErrors.find((f) => f.field === 'driversLicense') : undefined;
      // Blank has its translated text; other limits (length) come in the server's words.
      setError(field ? (value.trim() ? field.message : t('exam.gates.license.required')) : httpErrorText(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      opened
      title={t('exam.gates.license.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('exam.gates.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('exam.gates.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Text mb="sm">{t('exam.gates.license.warning')}</Text>
        <TextInput
          label={t('exam.gates.license.label')}
          required
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error ?? (touched && blank ? t('exam.gates.license.required') : undefined)}
          autoComplete="off"
          data-autofocus
        />
      </form>
    </AlertDialog>
  );
}
