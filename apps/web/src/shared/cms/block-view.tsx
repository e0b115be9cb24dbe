import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { sanitizeBlock } from './sanitize-block';

/** A content block's HTML, sanitized again in the browser before it is inserted. */
export function BlockView({ html, blockKey }: { html: string; blockKey: string }) {
  return (
    <Typography data-content-block={blockKey}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized here (sanitize-block.ts) and on save (cms/sanitize.ts) */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeBlock(html) }} />
    </Typography>
  );
}
