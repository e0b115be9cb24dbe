/** The plain-text and HTML bodies of a support message: labelled lines, every value escaped in the HTML. */
export function mailBodies(lines: [label: string, value: string][]): { text: string; html: string } {
  const text = lines.map(([label, value]) => `${label}: ${value}`).join('\n');
  const html = lines
    .map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A header value on one line: no CR/LF from a learner's text reaches a subject. */
export function oneLine(value: string, max = 200): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}
