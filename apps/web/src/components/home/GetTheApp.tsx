import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { href, routes } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { media, space } from '@site/theme';
import { StoreButtons } from '@/components/home/StoreButtons';
import { absoluteUrl } from '@/lib/metadata';
import { qrCodeSvg } from '@/lib/qrCode';

const Wrapper = styled.div`
  display: grid;
  gap: ${space.m};
  align-items: center;

  ${media.mid} {
    grid-template-columns: 2fr 1fr;
  }

  /* Each screen says what it shows: the code to scan on large screens, the store buttons on small ones. */
  .qr-text {
    display: none;

    ${media.mid} {
      display: block;
    }
  }

  .stores-text {
    ${media.mid} {
      display: none;
    }
  }

  .qr-code {
    display: none;
    width: 11rem;
    padding: ${space.s};
    background: #ffffff;
    border-radius: 0.5rem;

    ${media.mid} {
      display: block;
    }
  }

  .qr-code svg {
    display: block;
    width: 100%;
    height: auto;
  }

  .store-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.s};

    ${media.mid} {
      display: none;
    }
  }
`;

/**
 * 'Get the app': on large screens a QR code (made at build time) for the phone to scan; on small
 * screens, where the visitor already holds the phone, the two store buttons instead, each with
 * the sentence that says what to do with it.
 */
export async function GetTheApp({ locale }: { locale: Locale }) {
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'GetTheApp' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  const svg = await qrCodeSvg(absoluteUrl(locale, routes.appLink.path));
  return (
    <Wrapper>
      <div>
        <h2 id="get-the-app">{t('heading')}</h2>
        <p className="qr-text">{t('text')}</p>
        <p className="stores-text">{t('textStores')}</p>
        <div className="store-buttons">
          <StoreButtons
            locale={locale}
            creative="home_get_the_app"
            labels={{ appStore: footer('appStore'), playStore: footer('playStore') }}
          />
        </div>
        <p>{t.rich('testers', { link: (chunks) => <a href={href('appTesters', locale)}>{chunks}</a> })}</p>
      </div>
      {/* Our own SVG from the qrcode package, not outside input. */}
      <div className="qr-code" role="img" aria-label={t('qrLabel')} dangerouslySetInnerHTML={{ __html: svg }} />
    </Wrapper>
  );
}
