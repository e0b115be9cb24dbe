import { type Block, htmlToBlocks, type Run } from './html-blocks.js';

export interface PdfMeta {
  title: string;
  /** Printed under the text (001 §2 copyright line). */
  copyright?: string | null | undefined;
  /** The document's creation date (from the Clock, so output is reproducible in tests). */
  createdAt: Date;
}

const HEADING_SIZES = [0, 20, 16, 14, 12.5, 11.5, 11];
const BODY_SIZE = 11;
// Characters the standard PDF fonts (WinAnsi) can show beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '≤': '<=', '≥': '>=', '≠': '!=', '→': '->', '←': '<-', '✓': 'v', '\u00a0': ' ' };

/** Text the standard fonts can draw: common symbols spelled out, anything else outside WinAnsi as '?'. */
function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += REPLACEMENTS[ch] ?? (code < 0x100 || WIN_ANSI_EXTRA.has(ch) ? ch : '?');
  }
  return out;
}

function font(run: Pick<Run, 'bold' | 'italic' | 'mono'>): string {
  const family = run.mono ? 'Courier' : 'Helvetica';
  if (run.bold && run.italic) return `${family}-BoldOblique`;
  if (run.bold) return `${family}-Bold`;
  if (run.italic) return `${family}-Oblique`;
  return family;
}

function drawRuns(doc: PDFKit.PDFDocument, runs: Run[], x: number, width: number, size: number, forceBold = false) {
  runs.forEach((run, i) => {
    doc.font(font({ ...run, bold: run.bold || forceBold })).fontSize(size);
    const options: PDFKit.Mixins.TextOptions = { width, continued: i < runs.length - 1, lineGap: 2 };
    if (run.link) Object.assign(options, { link: run.link, underline: true });
    else Object.assign(options, { link: null, underline: false });
    if (i === 0) doc.text(printable(run.text), x, doc.y, options);
    else doc.text(printable(run.text), options);
  });
}

function drawBlock(doc: PDFKit.PDFDocument, block: Block, left: number, width: number) {
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.6);
      drawRuns(doc, block.runs, left, width, HEADING_SIZES[block.level] ?? BODY_SIZE, true);
      doc.moveDown(0.3);
      return;
    case 'paragraph': {
      const x = left + block.indent;
      if (block.marker) {
        const y = doc.y;
        doc.font('Helvetica').fontSize(BODY_SIZE).text(block.marker, x, y, { width: 18, lineGap: 2 });
        doc.y = y;
        drawRuns(doc, block.runs, x + 18, width - block.indent - 18, BODY_SIZE);
      } else drawRuns(doc, block.runs, x, width - block.indent, BODY_SIZE);
      doc.moveDown(0.4);
      return;
    }
    case 'pre':
      doc
        .font('Courier')
        .fontSize(9.5)
        .text(printable(block.text), left + block.indent, doc.y, { width: width - block.indent });
      doc.moveDown(0.4);
      return;
    case 'rule': {
      const y = doc.y + 4;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke()
        .strokeColor('black');
      doc.y = y + 8;
      return;
    }
  }
}

/**
 * Lays out (sanitized) HTML as a real PDF, with no browser: a title, then headings, paragraphs, lists,
 * tables (as rows of text) and code in the standard PDF fonts, then the copyright line.
 */
export async function renderHtmlToPdf(html: string, meta: PdfMeta): Promise<Buffer> {
  // Loaded on first use, not at boot (decision 0177).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: printable(meta.title), Creator: 'Continuum', CreationDate: meta.createdAt, ModDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(22).text(printable(meta.title), left, doc.y, { width });
  doc.moveDown(0.5);
  for (const block of htmlToBlocks(html)) drawBlock(doc, block, left, width);
  if (meta.copyright) {
    doc.moveDown(1);
    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#555555').text(printable(meta.copyright), left, doc.y, { width });
  }
  doc.end();
  return done;
}
