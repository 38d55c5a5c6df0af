import styled from 'styled-components';
import { ConsentEmbed, type ConsentMessages } from '@site/consent';
import '@site/consent/embed.css';
import type { MediaEmbed } from '@site/content';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { space } from '@site/theme';
import { consentConfig, siteConfig } from '@/config';

const List = styled.div`
  display: grid;
  gap: ${space.l};
  margin-block: ${space.l};
`;

/** Player heights: a 16:9 video at the article width, the provider's compact podcast player. */
const heights = { VIDEO: 396, PODCAST: 232 } as const;

/**
 * An article's video and podcast players, click-to-load: the self-hosted
 * preview and a button until the visitor gives VIDEO or PODCAST consent; only then the frame.
 */
export function ArticleEmbeds({ embeds, locale }: { embeds: MediaEmbed[]; locale: Locale }) {
  if (embeds.length === 0) return null;
  const { embed, services } = allMessages(locale, siteConfig).Consent as unknown as ConsentMessages;
  // Only the texts the placeholder shows go into the page, not the whole consent catalogue.
  const messages = { embed, services: { VIDEO: services.VIDEO, PODCAST: services.PODCAST } } as Pick<ConsentMessages, 'embed' | 'services'>;
  return (
    <List>
      {embeds.map((item) => (
        <ConsentEmbed
          key={item.id}
          kind={item.kind}
          src={item.url}
          title={item.title}
          preview={item.preview.jpeg}
          messages={messages}
          cookieDomain={consentConfig.cookieDomain}
          height={heights[item.kind]}
        />
      ))}
    </List>
  );
}
