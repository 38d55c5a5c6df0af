import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@site/i18n/web';
import { clientNamespaces } from '@/i18n/clientNamespaces';

/** Namespaces every system page's client part reads (API errors, field rules, shared labels). */
const accountClientNamespaces = ['Errors', 'Validation', 'SystemPage'] as const;

/**
 * Gives a system page's client components their texts: the site's client namespaces, the shared
 * account ones and the page's own. Only these are serialised into that page.
 */
export async function AccountMessages({ namespace, children }: { namespace: string; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), [...clientNamespaces, ...accountClientNamespaces, namespace]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
