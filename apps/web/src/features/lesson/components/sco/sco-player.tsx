import type { PublicSlide, ScoRuntimeReply } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getScoRuntime, putScoRuntime, type ScoTarget } from '../../api/sco-runtime';
import { forwardFrameActivity } from './sco-activity';
import { API_NAME, COMMIT_EVENTS, commitData, createScoApi, type ScoApi, scoState } from './sco-runtime';

/** How long after the SCO's last change its data is sent anyway (a SCO that never commits still survives a crash). */
const SAVE_AFTER_CHANGE_MS = 3000;

export interface ScoPlayerProps {
  slide: PublicSlide;
  target: ScoTarget;
}

type Version = '1.2' | '2004';

/**
 * Plays a SCORM slide (decision 0199): installs the runtime's API in this window for the SCO to find, primed with the
 * learner's last committed data, then frames the package's launch page, served from our own origin. Every commit (and
 * a few seconds after each change) goes to the server, which decides completion; Next then goes on (the server refuses
 * it before). Seat time is the page's heartbeats, never the SCO's session_time (decision 0200).
 */
export function ScoPlayer({ slide, target }: ScoPlayerProps) {
  const { t } = useTranslation();
  const [runtime, setRuntime] = useState<ScoRuntimeReply | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const version = (slide.scormVersion === '1.2' ? '1.2' : '2004') as Version;
  const launchUrl = String(slide.launchUrl ?? '');
  const { lpId, lessonId, slideId } = target;

  useEffect(() => {
    let api: ScoApi | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scoTarget = { lpId, lessonId, slideId };
    const save = (terminate: boolean) => {
      if (!api) return;
      clearTimeout(timer);
      putScoRuntime(scoTarget, commitData(api, terminate))
        .then((reply) => !cancelled && setRuntime(reply))
        .catch(() => !cancelled && setFailed(true));
    };
    const name = API_NAME[version];
    void (async () => {
      try {
        const previous = await getScoRuntime(scoTarget);
        if (cancelled) return;
        setRuntime(previous);
        api = await createScoApi(version, previous.cmi, typeof slide.launchData === 'string' ? slide.launchData : undefined);
        if (cancelled) return;
        for (const event of COMMIT_EVENTS[version]) api.on(event, () => save(event === 'LMSFinish' || event === 'Terminate'));
        api.on(version === '1.2' ? 'LMSSetValue.cmi.*' : 'SetValue.cmi.*', () => {
          clearTimeout(timer);
          timer = setTimeout(() => save(false), SAVE_AFTER_CHANGE_MS);
        });
        (window as unknown as Record<string, unknown>)[name] = api;
        setReady(true);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      // Leaving the slide: what the SCO set since its last commit is kept too.
      if (api) save(false);
      cancelled = true;
      clearTimeout(timer);
      delete (window as unknown as Record<string, unknown>)[name];
    };
  }, [lpId, lessonId, slideId, version, slide.launchData]);

  // Activity inside the package keeps the learner active for seat time, as on any other page.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => (ready && frame.current ? forwardFrameActivity(frame.current) : undefined), [ready]);

  const state = scoState(runtime);
  const score = runtime?.scoreScaled;
  return (
    <Stack gap="sm">
      <Text role="status" aria-live="polite" data-testid="sco-status">
        {t(`lesson.sco.state.${state}`)}
        {typeof score === 'number' && state !== 'notStarted'
          ? ` ${t('lesson.sco.score', { score: Math.round(score * 100) })}`
          : ''}
      </Text>
      {failed && (
        <Text c="red" role="alert">
          {t('lesson.sco.saveFailed')}
        </Text>
      )}
      {ready && (
        <iframe
          ref={frame}
          src={launchUrl}
          title={t('lesson.sco.frameTitle', { title: slide.title })}
          // Same origin (the SCO finds the API in this window), scripts and forms; no top navigation, no pop-ups; its own alert and confirm (a resume prompt) allowed.
          sandbox="allow-scripts allow-same-origin allow-forms allow-modals"
          style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-4)' }}
        />
      )}
    </Stack>
  );
}
