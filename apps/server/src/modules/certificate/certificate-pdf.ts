import { printedCode } from './verification-code.js';

export interface CertificateFacts {
  learnerName: string;
  course: string;
  provider: string;
  startedOn: string | null;
  completedOn: string;
  hours: number;
  code: string;
  verifyUrl: string;
  /** The licences the learner named on the final affidavit, numbers masked (`****1234`); printed one a line. */
  licenses: { state: string; licenseType: string; licenseNumberMasked: string }[];
}

/**
 * The completion certificate (decision 0094): one landscape page with the learner, the course, the provider,
 * the dates, the credited hours, the learner's licences (numbers masked, decision 0098) and the verification
 * code with the page that checks it.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  // Loaded on first use, not at boot (decision 0177).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 54,
    info: { Title: `Certificate of completion: ${facts.course}`, Author: facts.provider },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 108;
  doc
    .rect(36, 36, doc.page.width - 72, doc.page.height - 72)
    .lineWidth(2)
    .stroke('#2f4f4f');
  doc.moveDown(2).fontSize(30).fillColor('#000').text('Certificate of Completion', { align: 'center', width });
  doc.moveDown().fontSize(13).fillColor('#333').text('This certifies that', { align: 'center', width });
  doc.moveDown(0.5).fontSize(24).fillColor('#000').text(facts.learnerName, { align: 'center', width });
  doc.moveDown(0.5).fontSize(13).fillColor('#333').text('has completed the course', { align: 'center', width });
  doc.moveDown(0.5).fontSize(20).fillColor('#000').text(facts.course, { align: 'center', width });
  doc.moveDown(0.5).fontSize(12).fillColor('#333').text(`offered by ${facts.provider}`, { align: 'center', width });
  doc.moveDown(1.5).fontSize(12).fillColor('#000');
  if (facts.startedOn) doc.text(`Course started: ${facts.startedOn}`, { align: 'center', width });
  doc.text(`Completed: ${facts.completedOn}`, { align: 'center', width });
  doc.text(`Credited hours: ${facts.hours.toFixed(2)}`, { align: 'center', width });
  for (const l of facts.licenses) {
    doc.text(`License: ${l.state} ${l.licenseType} ${l.licenseNumberMasked}`, { align: 'center', width });
  }
  doc.moveDown(2).fontSize(11).fillColor('#333');
  doc.text(`Verification code: ${printedCode(facts.code)}`, { align: 'center', width });
  doc.text(`Verify at ${facts.verifyUrl}`, { align: 'center', width });
  drawQrCode(doc, facts.verifyUrl, QRCode);
  doc.end();
  return done;
}

/** Size of one QR module in points: a 33-module code is then about 1.1 inch, easy for a phone at arm's length. */
/** The QR code library, loaded with the PDF library on first use. */
type QrCodes = typeof import('qrcode');

export const QR_MODULE_PT = 2.5;

/**
 * The verification page's address as a QR code in the bottom-right corner (issue 28), drawn as vector squares so
 * it prints sharp at any size. Error correction M (15 %) survives a crease or a stamp.
 */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, QRCode: QrCodes): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const size = modules.size * QR_MODULE_PT;
  const left = doc.page.width - 54 - size - 4 * QR_MODULE_PT;
  const top = doc.page.height - 54 - size - 4 * QR_MODULE_PT;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(left + col * QR_MODULE_PT, top + row * QR_MODULE_PT, QR_MODULE_PT, QR_MODULE_PT);
    }
  }
  doc.fill('#000');
}
