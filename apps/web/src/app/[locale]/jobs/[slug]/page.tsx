import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getContent } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { ButtonLink } from '@site/ui';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { BackLink, Card, Section } from '@/components/content/Section';
import { Picture } from '@site/content/react';
import { RichText } from '@/components/content/RichText';
import { JobFacts } from '@/components/jobs/JobFacts';
import { CopyLinkButton } from '@/components/jobs/CopyLinkButton';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { detailPath, detailPaths } from '@/lib/detailRoutes';
import { linkedInShareUrl } from '@/lib/share';
import { href } from '@site/config/routes';
import { siteConfig } from '@/config';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { jobPostingLd } from '@/lib/structuredData';

type Params = Promise<{ locale: Locale; slug: string }>;

export const dynamicParams = false;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    locales.map(async (locale) => (await getContent(locale)).jobs.map((job) => ({ locale, slug: job.slug }))),
  );
  return perLocale.flat();
}

async function findJob(locale: Locale, slug: string) {
  const job = (await getContent(locale)).jobs.find((j) => j.slug === slug);
  if (!job) notFound();
  return job;
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, slug } = await params;
  const job = await findJob(locale, slug);
  return pageMetadata({
    locale,
    path: await detailPaths('job', locale, slug),
    namespace: 'JobPage',
    values: { name: job.name, summary: job.summary },
    cardTitle: job.name,
  });
}

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.mid} {
    grid-template-columns: 2fr 1fr;
  }


  .copy-link__status:empty {
    display: none;
  }

  .copy-link__fallback input {
    width: 100%;
    min-height: 2.75rem;
    padding: ${space.s};
    font: inherit;
  }
`;

const Contact = styled(Card)`
  display: grid;
  gap: ${space.s};
  align-content: start;
  /* As tall as its content, not stretched to the description beside it. */
  align-self: start;

  img {
    width: 6rem;
    height: 6rem;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const ShareLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: flex-start;

  /* Both share actions are buttons of one height; the copy button's status lines sit below it. */
  > a,
  .copy-link > button {
    min-height: 2.75rem;
  }
`;

export default async function JobPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const job = await findJob(locale, slug);
  const t = await getTranslations({ locale, namespace: 'JobPage' });
  const url = absoluteUrl(locale, detailPath('job', slug));
  const contact = job.contactPerson;

  return (
    <>
      <BreadcrumbJsonLd locale={locale} path={detailPath('job', slug)} name={job.name} />
      <JsonLd data={jobPostingLd(job, siteConfig, url)} />
      <PageIntro
        title={job.name}
        lead={job.summary}
        before={<BackLink href={href('jobs', locale)}>{t('back')}</BackLink>}
      />
      <Container>
        <Layout>
          <div>
            <JobFacts job={job} locale={locale} />
            <Section>
              <RichText document={job.description} />
            </Section>
            <ButtonLink href={job.applyUrl}>{t('apply')}</ButtonLink>
            <Section aria-labelledby="job-share">
              <h2 id="job-share">{t('shareHeading')}</h2>
              <ShareLinks>
                <ButtonLink variant="secondary" href={linkedInShareUrl(url)}>
                  {t('shareLinkedIn')}
                </ButtonLink>
                <CopyLinkButton
                  url={url}
                  label={t('copyLink')}
                  copiedText={t('copied')}
                  fallbackText={t('copyFallback')}
                  fallbackLabel={t('copyFallbackLabel')}
                />
              </ShareLinks>
            </Section>
          </div>
          <Contact as="aside" aria-labelledby="job-contact">
            <h2 id="job-contact">{t('contactHeading')}</h2>
            <Picture image={contact.photo} alt={t('photoAlt', { name: contact.name })} />
            <p>
              <strong>{contact.name}</strong>
              <br />
              {contact.role}
            </p>
            <a href={`mailto:${contact.email}`}>{t('contactMail', { name: contact.name })}</a>
          </Contact>
        </Layout>
      </Container>
    </>
  );
}
