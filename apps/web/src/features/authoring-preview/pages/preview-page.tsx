import '@mantine/core/styles/Input.css';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HtmlContent } from '@/shared/ui/html-content';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { usePreviewCheck, usePreviewNode } from '../api/preview';
import { ExamPreview } from '../components/exam-preview';
import { SlideAnswer } from '../components/slide-answer';
import { previewPath } from '../preview-paths';

/**
 * Preview as a learner (issue 30, decision 0206): a node of any version, the draft included, with a lesson's slides
 * as the learner receives them and answers checked by the learner's grader, an exam's bank question by question
 * and a node's key points and resources (decision 0220); nothing is recorded.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [productId, nodeId] = [Number(params.productId), Number(params.nodeId)];
  const node = usePreviewNode(productId, nodeId);
  const check = usePreviewCheck(productId, nodeId);
  const [index, setIndex] = useState(0);
  if (node.isPending) return <PageLoader />;
  if (node.isError) return <QueryErrorAlert error={node.error} onRetry={() => node.refetch()} />;
  const { lesson, exam, keyPoints, resources, children } = node.data;
  const slides = lesson?.inquiries ?? [];
  const slide = slides[index];
  const go = (to: number) => {
    check.reset();
    setIndex(to);
  };
  return (
    <>
      <PageTitle>{t('authoringPreview.title', { title: node.data.node.title })}</PageTitle>
      <MessageAlert tone="info">
        {t(node.data.draft ? 'authoringPreview.noteDraft' : 'authoringPreview.note', { version: node.data.version })}
      </MessageAlert>
      {node.data.node.description && <Text mb="md">{node.data.node.description}</Text>}
      {children.length > 0 && (
        <nav aria-label={t('authoringPreview.parts')}>
          <ul>
            {children.map((c) => (
              <li key={c.id}>
                <Link to={previewPath.href({ productId, nodeId: c.id })}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {keyPoints && (
        <section aria-labelledby="preview-key-points">
          <h2 id="preview-key-points">{t('authoringPreview.keyPoints')}</h2>
          <ul>
            {keyPoints.map((point) => (
              <li key={point}>
                <HtmlContent html={point} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {resources.length > 0 && (
        <section aria-labelledby="preview-resources">
          <h2 id="preview-resources">{t('authoringPreview.resources')}</h2>
          <ul>
            {resources.map((r) => (
              <li key={r.key}>{r.title}</li>
            ))}
          </ul>
        </section>
      )}
      {exam && <ExamPreview productId={productId} nodeId={nodeId} exam={exam} />}
      {slide && (
        <section aria-label={t('authoringPreview.slideOf', { n: index + 1, of: slides.length })}>
          <h2>{slide.title}</h2>
          <HtmlContent html={String(slide.content ?? '')} />
          <SlideAnswer
            key={slide.id}
            slide={slide}
            result={check.data ?? null}
            pending={check.isPending}
            check={(answer) => check.mutateAsync({ slideId: slide.id, answer })}
          />
          {check.isError && <MessageAlert tone="error">{httpErrorText(check.error)}</MessageAlert>}
          {check.data && (
            <Text role="status" mt="sm">
              {check.data.correct === null
                ? t('authoringPreview.accepted')
                : t(check.data.correct ? 'authoringPreview.correct' : 'authoringPreview.incorrect')}{' '}
              {check.data.feedback}
            </Text>
          )}
          <Group mt="md">
            <Button variant="default" disabled={index === 0} onClick={() => go(index - 1)}>
              {t('authoringPreview.previous')}
            </Button>
            <Button variant="default" disabled={index >= slides.length - 1} onClick={() => go(index + 1)}>
              {t('authoringPreview.next')}
            </Button>
          </Group>
        </section>
      )}
    </>
  );
}
