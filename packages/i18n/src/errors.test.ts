import { createTranslator } from 'use-intl';
import { createIntlErrorHandling, isStrictI18n } from './errors';
import { withBrand } from './brand';

const messages = { Footer: { support: 'Support', group: { a: 'A' } } };

describe('missing translations (§8)', () => {
  it("throws 'No entry found for key.' for a missing key in strict mode", () => {
    const t = createTranslator({ locale: 'en-EU', messages, ...createIntlErrorHandling(true) });
    expect(() => t('Footer.nope' as never)).toThrow('No entry found for key.');
  });

  it("throws 'Key points to object.' for a key that names a group in strict mode", () => {
    const t = createTranslator({ locale: 'en-EU', messages, ...createIntlErrorHandling(true) });
    expect(() => t('Footer.group' as never)).toThrow('Key points to object.');
  });

  it('logs and shows the key path instead of a blank in production', () => {
    const log = jest.fn();
    const t = createTranslator({ locale: 'en-EU', messages, ...createIntlErrorHandling(false, log) });
    expect(t('Footer.nope' as never)).toBe('Footer.nope');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('No entry found for key.'));
  });

  it('is strict outside production and when I18N_STRICT=1', () => {
    expect(isStrictI18n({ NODE_ENV: 'test' })).toBe(true);
    expect(isStrictI18n({ NODE_ENV: 'production' })).toBe(false);
    expect(isStrictI18n({ NODE_ENV: 'production', I18N_STRICT: '1' })).toBe(true);
  });
});

describe('withBrand', () => {
  it('keeps ICU syntax characters in a brand literal', () => {
    const filled = withBrand({ A: { b: 'Hello {brand} {name}' } }, { brand: "O'Neil {x}", partnerBank: 'P' });
    const t = createTranslator({ locale: 'en-EU', messages: filled });
    expect(t('A.b' as never, { name: 'Ana' } as never)).toBe("Hello O'Neil {x} Ana");
  });
});
