import { fireEvent, render, screen } from '@testing-library/react';
import en from '@site/i18n/messages/en-EU/Consent.json';
import { ConsentEmbed } from './ConsentEmbed';
import { hasConsent, writeConsent } from './cookies';
import type { ConsentMessages } from './messages';
import { clearJar } from './testCookies';

const messages = en as ConsentMessages;
const props = {
  kind: 'VIDEO' as const,
  src: 'https://www.youtube-nocookie.com/embed/abc',
  title: 'How the forest grows',
  preview: '/images/forest.jpg',
  messages,
};

beforeEach(clearJar);

describe('ConsentEmbed', () => {
  it('shows a self-hosted preview and no provider frame before the click', () => {
    const { container } = render(<ConsentEmbed {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/forest.jpg');
    expect(screen.getByText('How the forest grows')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('youtube');
  });

  it('gives VIDEO consent and loads the frame on click', () => {
    render(<ConsentEmbed {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load video' }));
    expect(hasConsent('VIDEO')).toBe(true);
    expect(screen.getByTitle('How the forest grows')).toHaveAttribute('src', props.src);
  });

  it('loads at once when consent already exists', () => {
    writeConsent(['PODCAST'], {});
    render(<ConsentEmbed {...props} kind="PODCAST" />);
    expect(screen.getByTitle('How the forest grows').tagName).toBe('IFRAME');
  });
});
