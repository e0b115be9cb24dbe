import type { Resource } from '@continuum/contracts';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PdfDocument } from '@/shared/pdf/pdf-document';
import { HtmlContent } from './html-content';
import { KeyPointsList } from './key-points-list';
import { MediaPlayer } from './media-player';
import classes from './resource.module.css';

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
      return external ? <ForumNotice resource={resource} /> : unsupported;
    default:
      return unsupported;
  }
}

/** A FORUM resource: the forum's own page lives with the forum work; this says where it is from. */
function ForumNotice({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  return (
    <>
      {resource.content && <HtmlContent html={resource.content} />}
      <Text>{t('resource.forum', { title: resource.title })}</Text>
    </>
  );
}
