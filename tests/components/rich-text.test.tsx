import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadRichText } from '../../src/components/loadRichText';
import { RichTextContent } from '../../src/components/RichTextContent';
import type { RichTextNode } from '../../src/lib/content/assets';

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
});
