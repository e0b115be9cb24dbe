import { describe, expect, it } from 'vitest';
import { renderSlideMarkdown, slideContentHtml } from './slide-markdown.js';

describe('renderSlideMarkdown', () => {
  it('renders headings below the slide title, emphasis, lists and links', () => {
    const html = renderSlideMarkdown(
      [
        '# Duties',
        '',
        'A broker owes **loyalty** and *care*.',
        '',
        '- Disclose',
        '- Account',
        '',
        '1. First',
        '2. Second',
        '',
        'See [TREC](https://www.trec.texas.gov).',
      ].join('\n'),
    );
    expect(html).toContain('<h3>Duties</h3>');
    expect(html).toContain('<p>A broker owes <strong>loyalty</strong> and <em>care</em>.</p>');
    expect(html).toMatch(/<ul>\s*<li>Disclose<\/li>\s*<li>Account<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>First<\/li>\s*<li>Second<\/li>\s*<\/ol>/);
    expect(html).toContain('<a href="https://www.trec.texas.gov" target="_blank" rel="noopener noreferrer">TREC</a>');
    expect(renderSlideMarkdown('###### Deep')).toBe('<h6>Deep</h6>');
  });

  it('drops scripts, event handlers, images and foreign link schemes written into the Markdown', () => {
    const html = renderSlideMarkdown(
      [
        'Before <script>alert("x")</script> after',
        '',
        '<img src="x" onerror="alert(1)"> <b onclick="alert(2)">bold</b>',
        '',
        '[click](javascript:alert(3)) ![pic](https://example.com/p.png)',
      ].join('\n'),
    );
    expect(html).not.toMatch(/script|alert|onerror|onclick|<img|javascript:/i);
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('Before');
  });

  it('gives nothing for blank content, and renders a slide imported before contentHtml existed', () => {
    expect(renderSlideMarkdown('  \n ')).toBe('');
    expect(slideContentHtml({ content: 'Plain *text*' })).toBe('<p>Plain <em>text</em></p>');
    expect(slideContentHtml({ content: 'ignored', contentHtml: '<p>stored</p>' })).toBe('<p>stored</p>');
  });
});
