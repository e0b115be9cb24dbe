import type { Cmi5StatusReply, PublicSlide } from '@continuum/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Cmi5Target, getCmi5Status, launchCmi5 } from '../../api/cmi5';
import { forwardFrameActivity } from '../sco/sco-activity';

/** How often the status is read again while the AU has not met its moveOn rule (the AU reports to the server, not to us). */
const STATUS_EVERY_MS = 4000;
/** Where the server's LMS.LaunchData sends the AU when it exits (returnURL): a blank page of ours. */
const RETURN_PATH = '/api/cmi5/returned';

export interface Cmi5PlayerProps {
  slide: PublicSlide;
  target: Cmi5Target;
}

type State = 'notStarted' | 'inProgress' | 'failed' | 'satisfied';

const stateOf = (s: Cmi5StatusReply | null): State =>
  !s?.initialized ? 'notStarted' : s.satisfied ? 'satisfied' : s.failed && !s.passed ? 'failed' : 'inProgress';

/**
 * Plays a cmi5 slide (decision 0208): asks the server for a launch (a new session, its one-time fetch URL), then frames
 * the AU from our origin in the SCORM player's sandbox. The AU talks to our xAPI endpoint itself; this reads the
 * status from the server while the AU is open, so the line above the frame follows it, and Next is the server's call.
 * A reload launches again: the AU finds its own bookmark in its state documents. Seat time is the page's heartbeats.
 */
export function Cmi5Player({ slide, target }: Cmi5PlayerProps) {
  const { t } = useTranslation();
  const [launchUrl, setLaunchUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<Cmi5StatusReply | null>(null);
  const [exited, setExited] = useState(false);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { lpId, lessonId, slideId } = target;

  const launch = useCallback(() => {
    setExited(false);
    setLaunchUrl(null);
    launchCmi5({ lpId, lessonId, slideId })
      .then((reply) => setLaunchUrl(reply.launchUrl))
      .catch(() => setFailed(true));
  }, [lpId, lessonId, slideId]);

  useEffect(() => launch(), [launch]);

  const satisfied = status?.satisfied ?? false;
  useEffect(() => {
    let cancelled = false;
    const read = () =>
      getCmi5Status({ lpId, lessonId, slideId })
        .then((s) => !cancelled && setStatus(s))
        .catch(() => undefined);
    void read();
    const timer = satisfied ? undefined : setInterval(read, STATUS_EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [lpId, lessonId, slideId, satisfied]);

  // Activity inside the AU keeps the learner active for seat time; the AU's exit (its returnURL) closes the frame.
  const [stopActivity, setStopActivity] = useState<(() => void) | null>(null);
  useEffect(() => () => stopActivity?.(), [stopActivity]);
  const onLoad = () => {
    const el = frame.current;
    if (!el) return;
    let path = '';
    try {
      path = el.contentWindow?.location.pathname ?? '';
    } catch {
      path = '';
    }
    if (path === RETURN_PATH) {
      setExited(true);
      void getCmi5Status({ lpId, lessonId, slideId }).then(setStatus, () => undefined);
      return;
    }
    setStopActivity(() => forwardFrameActivity(el));
  };

  const state = stateOf(status);
  const score = status?.scoreScaled;
  return (
    <Stack gap="sm">
      <Text role="status" aria-live="polite" data-testid="cmi5-status">
        {t(`lesson.cmi5.state.${state}`)}
        {typeof score === 'number' ? ` ${t('lesson.sco.score', { score: Math.round(score * 100) })}` : ''}
      </Text>
      {failed && (
        <Text c="red" role="alert">
          {t('lesson.cmi5.launchFailed')}
        </Text>
      )}
      {exited ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('lesson.cmi5.exited')}</Text>
          <Button variant="default" onClick={launch}>
            {t('lesson.cmi5.openAgain')}
          </Button>
        </Stack>
      ) : (
        launchUrl && (
          <iframe
            ref={frame}
            src={launchUrl}
            onLoad={onLoad}
            title={t('lesson.sco.frameTitle', { title: slide.title })}
            // The SCORM player's sandbox (decision 0199): our origin, scripts and forms, its own dialogs; no top navigation.
            sandbox="allow-scripts allow-same-origin allow-forms allow-modals"
            style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-4)' }}
          />
        )
      )}
    </Stack>
  );
}
