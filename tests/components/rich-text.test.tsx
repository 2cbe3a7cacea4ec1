import { render, screen } from '@testing-library/react';
import { createMemoryHistory, Router } from '../../src/lib/router';
import { describe, expect, it } from 'vitest';
import { loadRichText } from '../../src/components/content/loadRichText';
import { RichTextContent } from '../../src/components/content/RichTextContent';
import type { RichTextNode } from '../../src/lib/content/assets';
import { setLocale } from '../../src/lib/i18n/runtime';

const body: RichTextNode = {
  nodeType: 'document',
  content: [
    {
      nodeType: 'paragraph',
      content: [{ nodeType: 'text', value: 'Arrive an hour before sunset.', marks: [], data: {} }],
      data: {},
    },
  ],
  data: {},
};

// The placeholder while the renderer is on its way is seen in the screens' tests (blog, press).
describe('rich text', () => {
  it('shows the text in its first render once the renderer has arrived (a painted page’s take-over)', async () => {
    await loadRichText();
    const { container } = render(<RichTextContent document={body} />);
    // No waiting: what the app renders over the painted text is that text, never a placeholder.
    expect(screen.getByText('Arrive an hour before sunset.')).toBeInTheDocument();
    expect(container.querySelector('[data-rich-text]')).not.toBeNull();
  });

  it('keeps a link to the site in the page’s language, and marks an English alt text', async () => {
    await loadRichText();
    setLocale('es');
    const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
    const document: RichTextNode = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            { nodeType: 'hyperlink', data: { uri: '/negril' }, content: [text('la guía')] },
            text(', '),
            { nodeType: 'hyperlink', data: { uri: '/menu.pdf' }, content: [text('el menú')] },
            text(' y '),
            {
              nodeType: 'hyperlink',
              data: { uri: 'https://example.com/x' },
              content: [text('otra web')],
            },
          ],
        },
        {
          nodeType: 'embedded-asset-block',
          data: {
            image: { url: 'https://images.ctfassets.net/a.jpg', alt: 'The cliffs', lang: 'en' },
          },
          content: [],
        },
      ],
    };
    const history = createMemoryHistory();
    const { container } = render(
      <Router location={history.location} navigator={history}>
        <RichTextContent document={document} />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'la guía' })).toHaveAttribute('href', '/es/negril');
    expect(screen.getByRole('link', { name: 'el menú' })).toHaveAttribute('href', '/menu.pdf');
    expect(screen.getByRole('link', { name: 'otra web' })).toHaveAttribute(
      'href',
      'https://example.com/x',
    );
    expect(screen.getByRole('img', { name: 'The cliffs' }).closest('figure')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(container.querySelector('[lang]:not(figure)')).toBeNull();
  });
});
