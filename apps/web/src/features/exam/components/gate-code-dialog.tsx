import { Button, Text } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { PasswordField } from '@/shared/ui/password-field';

export type GateKind = 'access' | 'proctor';

interface GateCodeDialogProps {
  kind: GateKind;
  /** Asks the server; true when the code opens this exam. */
  check: (code: string) => Promise<boolean>;
  onPassed: () => void;
  onClose: () => void;
}

/**
 * The final access code prompt and the final proctor prompt (002 §2 modals, §5): the code is typed in a
 * password field. Access: 'Code Required' asking for a valid code; a wrong one turns it into 'Access Code
 * Error' ('The code entered is not valid', field error 'Incorrect Access Code'). Proctor: 'The Proctor Code
 * is not correct.' ('Incorrect Proctor Code'). Too many wrong codes: the server's 429 text.
 */
export function GateCodeDialog({ kind, check, onPassed, onClose }: GateCodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const typed = code.trim();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed || pending) return;
    setPending(true);
    setError(null);
    try {
      if (await check(typed)) return onPassed();
      setWrong(true);
      setCode('');
    } catch (e) {
      setWrong(false);
      setError(
        isApiError(e) && e.code === 'CODE_GUESSES_EXCEEDED'
          ? e.message
          : isApiError(e) && e.status === 400
            ? t(`exam.gates.${kind}.incorrect`)
            : httpErrorText(e),
      );
    } finally {
      setPending(false);
    }
  };

  const title =
    kind === 'access'
      ? wrong
        ? t('exam.gates.access.errorTitle')
        : t('exam.gates.access.title')
      : t('exam.gates.proctor.title');
  return (
    <AlertDialog
      opened
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('exam.gates.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!typed} loading={pending}>
            {t('exam.gates.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit}>
        <Text mb="sm" role={wrong ? 'alert' : undefined}>
          {wrong ? t(`exam.gates.${kind}.invalid`) : t(`exam.gates.${kind}.required`)}
        </Text>
        {error && (
          <Text c="red.9" role="alert" mb="xs">
            {error}
          </Text>
        )}
        <PasswordField
          label={t(`exam.gates.${kind}.label`)}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
          }}
          error={wrong ? t(`exam.gates.${kind}.incorrect`) : undefined}
          autoComplete="off"
          data-autofocus
        />
      </form>
    </AlertDialog>
  );
}
