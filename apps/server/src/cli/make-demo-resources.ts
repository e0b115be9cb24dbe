// npm run resources:demo-files -w @continuum/server: writes the demo course's binary resources
// (.docx, .xlsx, .png, .pdf) from the content below, so the committed files can always be remade.
// (The audio clip was spoken once with espeak-ng from its captions file; see docs/course-packages.md.)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderHtmlToPdf } from '../modules/resource/content/html-to-pdf.js';
import { makeBarChartPng, makeDocx, makeXlsx } from '../modules/resource/testing/office-files.js';

const out = fileURLToPath(new URL('../../../../content/courses/re-ce-agency/resources/', import.meta.url));
const write = (name: string, bytes: Uint8Array) => {
  writeFileSync(join(out, name), bytes);
  console.log(`${name}: ${bytes.byteLength} bytes`);
};

write(
  'contract-deadlines-worksheet.docx',
  makeDocx([
    { heading: 'Contract Deadlines Worksheet' },
    {
      bold: 'How to use it. ',
      paragraph:
        'Write the effective date from the signature page of the One to Four Family Residential Contract (Resale), then count each deadline in calendar days from it.',
    },
    {
      table: [
        ['Deadline', 'Paragraph', 'Counted from', 'Days'],
        ['Earnest money and option fee delivered', '5', 'Effective date', '3'],
        ['Option period ends', '5B', 'Effective date', 'As negotiated'],
        ["Survey or seller's affidavit", '6C', 'Effective date', 'As negotiated'],
        ['Objections to title commitment and survey', '6D', 'Receipt of the later', 'As negotiated'],
        ['Buyer approval for financing', 'Financing addendum', 'Effective date', 'As negotiated'],
      ],
    },
    { heading: 'Reminders' },
    {
      paragraph: 'If a deadline falls on a Saturday, Sunday or legal holiday, it extends to the end of the next day that is not.',
    },
    { paragraph: 'Deadlines end at 5:00 p.m. local time where the property is located unless the contract says otherwise.' },
  ]),
);

write(
  'resale-timeline.xlsx',
  await makeXlsx([
    {
      name: 'Timeline',
      rows: [
        ['Event', 'Day after effective date', 'Notes'],
        ['Effective date', 0, 'Date of final acceptance'],
        ['Earnest money and option fee due', 3, 'Deliver to the escrow agent'],
        ['Option period ends (7-day option)', 7, 'Ends 5:00 p.m. local time'],
        ['Buyer approval deadline (21 days)', 21, 'Third Party Financing Addendum'],
        ['Closing (30 days)', { formula: 'B6+9', result: 30 }, 'Or as the contract states'],
      ],
    },
    {
      name: 'Fees',
      rows: [
        ['Item', 'Amount (USD)'],
        ['Option fee', 300],
        ['Earnest money', 5000],
        ['Total delivered in 3 days', { formula: 'SUM(B2:B3)', result: 5300 }],
      ],
    },
  ]),
);

// Bar chart of the example timeline above, bar length = day out of 30: earnest money and option fee (3),
// option period end (7), buyer approval (21), closing (30). Its alt text in resources.yaml says the same.
write(
  'resale-timeline-chart.png',
  makeBarChartPng(
    [10, 23, 70, 100],
    [
      [31, 119, 180],
      [255, 127, 14],
      [44, 160, 44],
      [214, 39, 40],
    ],
  ),
);

write(
  'agency-disclosure-handbook.pdf',
  await renderHtmlToPdf(
    `<h1>Agency Disclosure Handbook</h1>
<p>This handbook collects the disclosures a Texas sales agent makes in a typical residential transaction, in the order they usually arise.</p>
<h2>1. First substantive communication</h2>
<ul><li>Give the Information About Brokerage Services (IABS) notice.</li><li>Disclose whom you represent when you first contact another party or their agent.</li></ul>
<h2>2. Representation agreements</h2>
<ul><li>Put buyer or tenant representation in writing before you show property.</li><li>If the brokerage may act as intermediary, obtain written consent in the listing and the buyer agreement.</li></ul>
<h2>3. Before a contract is signed</h2>
<ul><li>Deliver the Seller's Disclosure Notice and any lead-based paint disclosure.</li><li>Disclose in writing that you hold a license when you buy or sell for yourself or a relative.</li><li>Disclose any referral fee or business relationship with a service provider you recommend.</li></ul>
<h2>4. Intermediary transactions</h2>
<ol><li>Notify both parties in writing of any appointed license holders.</li><li>Do not disclose that a seller will accept less, or that a buyer will pay more, without written instructions.</li></ol>`,
    { title: 'Agency Disclosure Handbook', copyright: '© 2026 Continuum Academy', createdAt: new Date('2026-01-01T00:00:00Z') },
  ),
);
