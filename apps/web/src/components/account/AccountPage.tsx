import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routes, type AccountRouteId } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { AccountMessages } from './AccountMessages';
import { routeMetadata } from '@/lib/metadata';
import { AccountSection } from './AccountSection';

interface AccountPageHead {
  emoji?: string;
  /** The headline: the page's own `headline`, or one of the shared texts of `Errors` (§2). */
  headline: 'headline' | { error: string };
  /** The paragraph under it, a key of the page's namespace. */
  text: 'text' | 'intro';
  /**
   * The page's link form shows the head itself (LinkForm's `head`): a dead link's state replaces
   * it, so 'Choose a new password' never stands above 'Your password reset link has expired'.
   */
  inLinkForm?: true;
}

/** What each system page shows above its own part; the two link actions show only theirs. */
const heads: Record<AccountRouteId, AccountPageHead | null> = {
  alreadyRegistered: { emoji: '👋', headline: { error: 'alreadySignedUp' }, text: 'text' },
  partnerRegistration: { headline: 'headline', text: 'intro', inLinkForm: true },
  partnerLinkExpired: { emoji: '⏳', headline: { error: 'partnerLinkTooOld' }, text: 'text' },
  deviceUnbindSuccess: null,
  emailVerificationSuccess: null,
  genericError: { emoji: '🤔', headline: { error: 'generic' }, text: 'text' },
  linkExpired: { emoji: '⏳', headline: { error: 'linkExpired' }, text: 'text' },
  mobileLink: { emoji: '📱', headline: 'headline', text: 'text' },
  referral: { headline: 'headline', text: 'text' },
  reimbursement: { headline: 'headline', text: 'intro', inLinkForm: true },
  passwordReset: { headline: 'headline', text: 'intro', inLinkForm: true },
  psd2Authorization: { headline: 'headline', text: 'intro' },
};

interface AccountShellProps {
  /** The route: its namespace holds the page's texts. */
  id: AccountRouteId;
  locale: Locale;
  /** The page's client part; it gets the page's namespace and the shared account texts. */
  children?: ReactNode;
  /** Server-rendered content that needs no client texts (a plain link). */
  after?: ReactNode;
}

/** A system page's headline and the paragraph under it (none for the two link actions). */
async function accountHead(id: AccountRouteId, locale: Locale): Promise<ReactNode> {
  const head = heads[id];
  if (!head) return null;
  const [t, tErrors] = await Promise.all([getTranslations({ locale, namespace: routes[id].namespace }), getTranslations({ locale, namespace: 'Errors' })]);
  return (
    <>
      <h1>{head.headline === 'headline' ? t('headline' as never) : tErrors(head.headline.error as never)}</h1>
      <p>{t(head.text as never)}</p>
    </>
  );
}

/** The shell every system page shares (§2), as ToolPage is the tools': head, client part, links. */
export async function AccountPage({ id, locale, children, after }: AccountShellProps) {
  const { namespace } = routes[id];
  return (
    <AccountSection emoji={heads[id]?.emoji}>
      {heads[id]?.inLinkForm ? null : await accountHead(id, locale)}
      {children && <AccountMessages namespace={namespace}>{children}</AccountMessages>}
      {after}
    </AccountSection>
  );
}

/** A system page's own props: its locale. */
export interface AccountPageProps {
  params: Promise<{ locale: Locale }>;
}

/** What a system page puts into the shell: its client part and server-rendered extras. */
type AccountPageParts = Pick<AccountShellProps, 'children' | 'after'>;
/** The texts the system pages share (`SystemPage`: home link, restart registration). */
type SystemTexts = Awaited<ReturnType<typeof getTranslations<'SystemPage'>>>;

/**
 * A system page's route component, keyed by its route id:
 * `export default accountPage('mobileLink', () => ({ children: <MobileLinkQr /> }))`. A page whose
 * head its link form shows (`inLinkForm`) gets it as `head` to pass on.
 */
export function accountPage(
  id: AccountRouteId,
  parts: (locale: Locale, tSystem: SystemTexts, head: ReactNode) => AccountPageParts | Promise<AccountPageParts> = () => ({}),
) {
  return async function SystemPage({ params }: AccountPageProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const tSystem = await getTranslations({ locale, namespace: 'SystemPage' });
    const { children, after } = await parts(locale, tSystem, heads[id]?.inLinkForm ? await accountHead(id, locale) : null);
    return (
      <AccountPage id={id} locale={locale} after={after}>
        {children}
      </AccountPage>
    );
  };
}

/** generateMetadata of a system page: its namespace's title and description, noindex. */
export function accountMetadata(id: AccountRouteId) {
  return routeMetadata(id);
}
