import { describe, expect, it } from 'vitest';
import { makeDocx, makeXlsx } from '../testing/office-files.js';
import { docxToHtml } from './convert-docx.js';
import { xlsxToHtml } from './convert-xlsx.js';
import { htmlToBlocks } from './html-blocks.js';
import { renderHtmlToPdf } from './html-to-pdf.js';
import { sanitizeCourseHtml } from './sanitize.js';

describe('sanitizeCourseHtml', () => {
  it('keeps structure and drops script, styles, handlers, frames and unsafe links', () => {
    const dirty =
      '<h2 style="color:red">Title</h2><p onmouseover="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://a.example">good</a></p>' +
      '<script>alert(1)</script><iframe src="https://x"></iframe><img src=x onerror=alert(1)><svg onload=alert(1)></svg><table><tr><td>cell</td></tr></table>';
    expect(sanitizeCourseHtml(dirty)).toBe(
      '<h2>Title</h2><p>Text <a target="_blank" rel="noopener noreferrer">bad</a> <a href="https://a.example" target="_blank" rel="noopener noreferrer">good</a></p><table><tr><td>cell</td></tr></table>',
    );
  });
});

describe('document conversion', () => {
  it('turns a .docx into headings, paragraphs and tables', async () => {
    const html = await docxToHtml(
      makeDocx([{ heading: 'Heads' }, { paragraph: 'Body <b>', bold: 'Lead ' }, { table: [['A', 'B']] }]),
    );
    expect(html).toBe(
      '<h1>Heads</h1><p><strong>Lead </strong>Body &lt;b&gt;</p><table><tr><td><p>A</p></td><td><p>B</p></td></tr></table>',
    );
  });

  it('turns an .xlsx into one table per sheet with formula results', async () => {
    const html = await xlsxToHtml(
      await makeXlsx([
        {
          name: 'Fees',
          rows: [
            ['Item', 'USD'],
            ['Fee', 300],
            ['Total', { formula: 'B2*2', result: 600 }],
          ],
        },
      ]),
    );
    expect(html).toBe(
      '<h2>Fees</h2><table><thead><tr><th>Item</th><th>USD</th></tr></thead><tbody><tr><td>Fee</td><td>300</td></tr><tr><td>Total</td><td>600</td></tr></tbody></table>',
    );
  });

  it('reports a file that is not a document', async () => {
    await expect(docxToHtml(Buffer.from('not a zip'))).rejects.toThrow();
  });
});

describe('HTML to PDF', () => {
  it('reads blocks: headings, list markers by depth, table rows, emphasis runs', () => {
    const blocks = htmlToBlocks(
      '<h2>T</h2><p>a <strong>b</strong></p><ol><li>one<ul><li>x</li></ul></li></ol><table><tr><th>h1</th><th>h2</th></tr></table>',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, runs: [expect.objectContaining({ text: 'T' })] },
      {
        kind: 'paragraph',
        indent: 0,
        marker: null,
        runs: [expect.objectContaining({ text: 'a ', bold: false }), expect.objectContaining({ text: 'b', bold: true })],
      },
      { kind: 'paragraph', indent: 0, marker: '1.', runs: [expect.objectContaining({ text: 'one' })] },
      { kind: 'paragraph', indent: 18, marker: '•', runs: [expect.objectContaining({ text: 'x' })] },
      { kind: 'paragraph', indent: 0, marker: null, runs: [expect.objectContaining({ text: 'h1 | h2', bold: true })] },
    ]);
  });

  it('writes a real PDF document with a page and a title', async () => {
    const pdf = await renderHtmlToPdf('<p>Body</p>', { title: 'Agency', copyright: '© X', createdAt: new Date('2026-01-01Z') });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text).toMatch(/\/Title /);
    expect(text).toMatch(/\/Type \/Page\b/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
