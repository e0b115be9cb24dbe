import type { Resource } from '@continuum/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { forumOriginState } from '@/features/forum/public/forum-origin';
import { paths } from '@/shared/paths';
import { PdfDocument } from '@/shared/pdf/pdf-document';
import { HtmlContent } from '@/shared/ui/html-content';
import { PageLoader } from '@/shared/ui/page-loader';
import { KeyPointsList } from './key-points-list';
import { MediaPlayer } from './media-player';
import classes from './resource.module.css';

// Only the external view shows forums: the thread (and its pager and form) loads when one is opened.
const ForumThread = lazy(() => import('@/features/forum/public/forum-thread').then((m) => ({ default: m.ForumThread })));

/**
 * The resource itself, by type (001 §2 "Resource view"): PDF in the bundled viewer, audio and video in
 * the browser's players with captions, images with their alt text, HTML, NOTES and the server's HTML of
 * documents and spreadsheets, links out. FORUM and KEY_POINTS only in the external view; any other type
 * says 'Unsupported resource type: {type}'.
 */
export function ResourceBody({ resource, external }: { resource: Resource; external: boolean }) {
  const { t } = useTranslation();
  const { url } = resource.data;
  const unsupported = <Text role="alert">{t('resource.unsupported', { type: resource.type })}</Text>;
  switch (resource.type) {
    case 'PDF':
      return url ? <PdfDocument url={url} title={resource.title} /> : unsupported;
    case 'AUDIO':
    case 'VIDEO':
      return url ? <MediaPlayer resource={resource} url={url} /> : unsupported;
    case 'IMAGE':
      return url ? <img className={classes.image} src={url} alt={resource.data.alt ?? resource.title} /> : unsupported;
    case 'HTML':
    case 'NOTES':
    case 'DOCUMENT':
    case 'SPREADSHEET':
      return resource.content ? <HtmlContent html={resource.content} /> : <Text c="dimmed">{t('resource.noContent')}</Text>;
    case 'LINK':
      return url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {t('resource.openLink', { title: resource.title })}
        </Anchor>
      ) : (
        unsupported
      );
    case 'KEY_POINTS':
      return external ? <KeyPointsList keyPoints={resource.keyPoints ?? []} /> : unsupported;
    case 'FORUM':
      return external ? <ForumResource resource={resource} /> : unsupported;
    default:
      return unsupported;
  }
}

/**
 * A FORUM resource (external view, 001 §2): the forum itself, its question, answers and a box to post,
 * and a link to the forum's own page (/forum/{forumId}).
 */
function ForumResource({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const { forumId } = resource.data;
  // The forum page's header leads back here (decision 0070).
  const location = useLocation();
  return (
    <Stack gap="md">
      {resource.content && <HtmlContent html={resource.content} />}
      {forumId === null ? (
        <Text>{t('resource.forum.title', { title: resource.title })}</Text>
      ) : (
        <>
          <Suspense fallback={<PageLoader />}>
            <ForumThread forumId={forumId} />
          </Suspense>
          <Anchor component={Link} to={paths.forum.href({ forumId })} state={forumOriginState(location)}>
            {t('resource.forum.open')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
