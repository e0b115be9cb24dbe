import { sanitizeCourseHtml } from './sanitize.js';

/** A Word (.docx) document as sanitized HTML: headings, paragraphs, lists, tables and emphasis. */
export async function docxToHtml(bytes: Uint8Array): Promise<string> {
  // Loaded on first use, not at boot (decision 0177).
  const { default: mammoth } = await import('mammoth');
  // Images embedded in the document would become data: URLs; the content policy drops images anyway.
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return sanitizeCourseHtml(result.value);
}
