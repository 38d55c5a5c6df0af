import { render, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import type { ReactNode } from 'react';
import { IntlProvider, useLocale, useTranslations } from './intl';

const messages = {
  Greeting: {
    hello: compile('Hello {name}!'),
    terms: compile('I accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>.'),
    nested: { deep: compile('Deep') },
  },
};

function Probe({ messageKey, rich = false }: { messageKey: string; rich?: boolean }) {
  const t = useTranslations('Greeting');
  const locale = useLocale();
  const link = (chunks: ReactNode) => <a href="#x">{chunks}</a>;
  return (
    <p data-locale={locale}>
      {rich ? t.rich(messageKey, { terms: link, privacy: link }) : t(messageKey, { name: '<b>Ana</b>' })}
    </p>
  );
}

function renderWith(ui: ReactNode, strict = true) {
  return render(
    <IntlProvider locale="en-EU" messages={messages} strict={strict}>
      {ui}
    </IntlProvider>,
  );
}

describe('intl', () => {
  it('formats arguments as text and gives the locale', () => {
    renderWith(<Probe messageKey="hello" />);
    const p = screen.getByText('Hello <b>Ana</b>!');
    expect(p).toHaveAttribute('data-locale', 'en-EU');
    expect(p.querySelector('b')).toBeNull();
  });

  it('renders rich-text tags as elements', () => {
    renderWith(<Probe messageKey="terms" rich />);
    expect(screen.getByRole('link', { name: 'terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
  });

  it('throws on a missing key or a group when strict (§8)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWith(<Probe messageKey="missing" />)).toThrow('No entry found for key.');
    expect(() => renderWith(<Probe messageKey="nested" />)).toThrow('Key points to object.');
  });

  it('logs and shows the key path when not strict', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(<Probe messageKey="missing" />, false);
    expect(screen.getByText('Greeting.missing')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Greeting.missing'));
  });
});
