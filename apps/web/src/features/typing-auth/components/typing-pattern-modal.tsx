import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import {
  TYPING_ENROL_ENTRIES,
  TYPING_MAX_FAILURES,
  TYPING_PHRASES,
  TYPING_RULES,
  type TypingPattern,
  textOfKeys,
  typedTextMatches,
} from '@continuum/contracts';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasStatus, isApiError } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useSaveTypingEnrolment, useTypingCheckUser, useVerifyTypingPattern } from '../api/typing-calls';
import { useKeyRecorder } from './key-recorder';
import { typingDevice, typingTextId } from './typing-device';
import { typingPlan } from './typing-plan';

export interface TypingPatternModalProps {
  userId: number;
  lpId: number;
  /** The learner product's rules: SC_STUDENT_AUTHENTICATION_* texts. */
  rules: Readonly<Record<string, string>>;
  onPassed: () => void;
}

/**
 * The typing-pattern authentication modal (000 §2, §4, §5): a new user types the phrase twice (enrolment), a
 * registered user once (verification); three failures log the learner out and reload the page.
 */
export function TypingPatternModal({ userId, lpId, rules, onPassed }: TypingPatternModalProps) {
  const { t, i18n } = useTranslation();
  const preferred = typingTextId(i18n.language);
  const device = useRef(typingDevice()).current;
  const check = useTypingCheckUser(userId, preferred);
  const plan = check.data ? typingPlan(check.data, preferred, device) : null;
  const textId = plan?.kind === 'type' ? plan.textId : preferred;
  const phrase = TYPING_PHRASES[textId] as string;
  const save = useSaveTypingEnrolment(userId);
  const verify = useVerifyTypingPattern(userId);
  const recorder = useKeyRecorder();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [entries, setEntries] = useState<TypingPattern[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [final, setFinal] = useState(false);
  // The server refused a further template (it needs staff supervision): typing again cannot help here.
  const [refused, setRefused] = useState(false);

  const enrolled = plan?.kind === 'type' ? plan.enrolled : 0;
  const enrolling = enrolled < TYPING_ENROL_ENTRIES;
  const needed = enrolling ? TYPING_ENROL_ENTRIES - enrolled : 1;
  const busy = save.isPending || verify.isPending;

  const clear = () => {
    recorder.clear();
    setTyped('');
    input.current?.focus();
  };

  const failed = (count: number, logout: boolean) => {
    setFailures(count);
    if (logout || count >= TYPING_MAX_FAILURES) setFinal(true);
    else setError(rules[TYPING_RULES.failureMessage]?.trim() || t('typingAuth.failure'));
    clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const events = recorder.recorded();
    // 000 §5: the field must read as the phrase and the recorded keys must type it.
    if (events.length === 0 || !typedTextMatches(typed, phrase) || !typedTextMatches(textOfKeys(events), phrase)) {
      setError(t('typingAuth.notRecorded'));
      return;
    }
    setError(null);
    const pattern: TypingPattern = { textId, device, events };
    if (enrolling) {
      const all = [...entries, pattern];
      if (all.length < needed) {
        setEntries(all);
        clear();
        return;
      }
      save.mutate(all, {
        onSuccess: onPassed,
        onError: (e) => {
          setEntries([]);
          clear();
          if (isApiError(e) && e.code === 'TYPING_SUPERVISED_ENROLMENT_REQUIRED') {
            setError(t('typingAuth.supervisionRequired'));
            setRefused(true);
            void check.refetch();
          } else {
            setError(hasStatus(e, 400) || hasStatus(e, 409) ? t('typingAuth.enrolRefused') : t('typingAuth.enrolFailed'));
          }
        },
      });
      return;
    }
    const quality = Math.round(Math.min(1, typed.trim().length / phrase.length) * 100);
    verify.mutate(
      { typingPattern: pattern, quality, learnerProductId: lpId },
      {
        onSuccess: (reply) => (reply.passed ? onPassed() : failed(reply.failures, reply.logout)),
        onError: () => {
          clear();
          setError(t('typingAuth.connectionError'));
        },
      },
    );
  };

  // Enrolment only when there is a sentence to enrol; an error or another device is about authentication.
  const title = plan?.kind === 'type' && enrolling ? t('typingAuth.enrolTitle') : t('typingAuth.verifyTitle');
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={title}
      size="lg"
    >
      {final ? (
        <Stack gap="sm">
          <MessageAlert tone="error">
            {rules[TYPING_RULES.finalFailureMessage]?.trim() || t('typingAuth.finalFailure')}
          </MessageAlert>
          <Group justify="flex-end">
            <Button onClick={() => window.location.reload()} data-autofocus>
              {t('typingAuth.ok')}
            </Button>
          </Group>
        </Stack>
      ) : check.isPending ? (
        <Loader size="sm" aria-label={t('typingAuth.loading')} />
      ) : check.isError || !plan ? (
        // Never a dead end (issue 25): ask again, or leave.
        <Stack gap="sm">
          <MessageAlert tone="error">{check.isError ? t('typingAuth.statusError') : t('typingAuth.noStatus')}</MessageAlert>
          <WayOut onRetry={() => void check.refetch()} retrying={check.isFetching} />
        </Stack>
      ) : plan.kind === 'elsewhere' ? (
        <Stack gap="sm">
          <MessageAlert tone="info">
            {t('typingAuth.otherDevice', {
              device: t(plan.device === 'mobile' ? 'typingAuth.deviceMobile' : 'typingAuth.deviceDesktop'),
            })}
          </MessageAlert>
          <WayOut onRetry={() => void check.refetch()} retrying={check.isFetching} />
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {enrolling ? t('typingAuth.enrolIntro', { entry: entries.length + 1, total: needed }) : t('typingAuth.verifyIntro')}
            </Text>
            {plan.switched && <Text size="sm">{t('typingAuth.enrolledPhrase')}</Text>}
            <Text fw={700} lang={textId === 2 ? 'fr' : 'en'} data-testid="typing-phrase">
              {phrase}
            </Text>
            {error && <MessageAlert tone="error">{error}</MessageAlert>}
            {refused && <WayOut onRetry={() => void check.refetch()} retrying={check.isFetching} />}
            {failures > 0 && !final && (
              <Text size="sm">{t('typingAuth.attemptsLeft', { count: TYPING_MAX_FAILURES - failures })}</Text>
            )}
            <TextInput
              ref={input}
              label={t('typingAuth.label')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onKeyDown={recorder.onKeyDown}
              onKeyUp={recorder.onKeyUp}
              onPaste={(e) => e.preventDefault()}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={clear} disabled={busy}>
                {t('typingAuth.clear')}
              </Button>
              <Button type="submit" loading={busy}>
                {enrolling && entries.length + 1 < needed ? t('typingAuth.next') : t('typingAuth.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The way forward from a check that cannot go on here: ask again (staff may have opened an enrolment), or sign out. */
function WayOut({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button component="a" href={paths.logout.href()} variant="default">
        {t('typingAuth.signOut')}
      </Button>
      <Button onClick={onRetry} loading={retrying} data-autofocus>
        {t('typingAuth.retry')}
      </Button>
    </Group>
  );
}
