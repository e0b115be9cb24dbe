import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SlideContent } from './slide-content';
import { publicSlide } from './testing/inquiry-test-harness';

// As GET api/lesson sends it: the package's Markdown rendered to sanitized HTML at import.
const html = [
  '<h3>Agency duties</h3>',
  '<p>The broker owes <strong>loyalty</strong>:</p>',
  '<ul><li>to the client</li><li>before the broker</li></ul>',
  '<p>See <a href="https://www.trec.texas.gov" target="_blank" rel="noopener noreferrer">TREC</a>.</p>',
].join('\n');

describe('SlideContent', () => {
  it('shows the slide title and its content with headings, emphasis, lists and links', () => {
    renderWithProviders(<SlideContent slide={publicSlide('CONTENT', { title: 'Read this', content: html })} headingRef={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Read this' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Agency duties' })).toBeDefined();
    expect(screen.getByText('loyalty').tagName).toBe('STRONG');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['to the client', 'before the broker']);
    expect(screen.getByRole('link', { name: 'TREC' }).getAttribute('href')).toBe('https://www.trec.texas.gov');
  });

  it('shows only the title when the slide has no content', () => {
    const { container } = renderWithProviders(
      <SlideContent slide={publicSlide('CONTENT', { title: 'Only a title', content: '' })} headingRef={null} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Only a title' })).toBeDefined();
    // The title alone in the slide's stack: no empty content box below it.
    expect(container.querySelector('h2')?.parentElement?.children).toHaveLength(1);
  });
});
