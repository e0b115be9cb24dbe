import type { Resource } from '@continuum/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Download/Print, only where 001 §5 allows it: the server sends `downloadUrl` only for the allowed types
 * (audio, document, image, pdf, spreadsheet, video, html) and an unlocked resource; the external view also
 * needs enableSave and says it is external (`external=true`), so the server checks the same rule again.
 * HTML opens as the PDF the server lays out. (contracts' canDownloadResource is the same rule; importing a
 * value from contracts would pull zod into this chunk.)
 */
export function DownloadButton({ resource, external }: { resource: Resource; external: boolean }) {
  const { t } = useTranslation();
  const href = downloadHref(resource, external);
  if (!href) return null;
  return (
    <Button component="a" href={href} target="_blank" rel="noopener" variant="default" size="sm">
      {t('resource.actions.download')}
    </Button>
  );
}

export function downloadHref(resource: Resource, external: boolean): string | null {
  const url = resource.data.downloadUrl;
  if (!url) return null;
  if (!external) return url;
  if (!resource.enableSave) return null;
  return `${url}${url.includes('?') ? '&' : '?'}external=true`;
}
