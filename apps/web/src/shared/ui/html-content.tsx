import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import classes from './html-content.module.css';

/**
 * Course HTML (HTML and NOTES resources, converted documents and spreadsheets, key points, slide
 * content). The server sanitizes it when the package is imported (no script, style, event handler or
 * foreign URL scheme), so it is inserted as it comes.
 */
export function HtmlContent({ html }: { html: string }) {
  return (
    <Typography className={classes.html}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server at import (resource/content/sanitize.ts, lesson/slide-markdown.ts) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
