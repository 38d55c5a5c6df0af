import { createClient } from 'contentful';
import { clearContentCache, loadContent } from '../loadContent';
import { bundledExportFile } from '../paths';
import { readPreviewDrafts, startDeliveryStub, type DeliveryStub, type Drafts } from '../testing';
import { readExportFile } from './fileSource';

const space = 'previewspace';
const accessToken = 'test-delivery-token-0123456789';
const previewToken = 'test-preview-token-9876543210';
let stub: DeliveryStub;
let drafts: Drafts;
let draftId: string;

beforeAll(async () => {
  drafts = await readPreviewDrafts();
  draftId = drafts.entries[0]!.sys.id;
  stub = await startDeliveryStub(await readExportFile(bundledExportFile()), {
    space, accessToken, previewToken, drafts, port: { from: 3200, to: 3299 },
  });
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => clearContentCache());

const env = (preview: boolean) => ({
  CONTENTFUL_SPACE_ID: space,
  CONTENTFUL_ACCESS_TOKEN: accessToken,
  CONTENTFUL_PREVIEW_TOKEN: previewToken,
  CONTENTFUL_HOST: `http://${stub.host}`,
  ...(preview ? { CONTENTFUL_PREVIEW: '1' } : {}),
});

describe('the editor preview through the local stub', () => {
  jest.setTimeout(60_000);

  it('has a draft magazine article to prove it with', () => {
    expect(drafts.entries[0]?.sys.contentType?.sys.id).toBe('magazineArticle');
    expect(drafts.entries[0]?.sys).not.toHaveProperty('publishedVersion');
  });

  it('shows the draft to the preview token only', async () => {
    const ids = async (token: string) => {
      const client = createClient({ space, accessToken: token, host: stub.host, insecure: true, retryOnError: false });
      const entries = await client.withoutLinkResolution.getEntries({ content_type: 'magazineArticle', include: 0 });
      return entries.items.map((e) => e.sys.id);
    };
    expect(await ids(previewToken)).toContain(draftId);
    expect(await ids(accessToken)).not.toContain(draftId);
    await expect(ids('wrong-token-000')).rejects.toThrow(/401|access token/i);
  });

  it.each(['de-DE', 'en-EU'] as const)('builds with the draft article in preview and without it otherwise (%s)', async (locale) => {
    const title = (drafts.entries[0]!.fields.title as Record<string, string>)[locale];
    const previewed = await loadContent({ locale, env: env(true) });
    expect(previewed.articles.map((a) => a.title)).toContain(title);
    const published = await loadContent({ locale, env: env(false) });
    expect(published.articles.map((a) => a.title)).not.toContain(title);
    expect(published.articles).toHaveLength(previewed.articles.length - 1);
  });

  it('sends the preview token, not the delivery token, in a preview build', async () => {
    // A stub without a preview token answers 401 to anything but the delivery token.
    const deliveryOnly = await startDeliveryStub(await readExportFile(bundledExportFile()), { space, accessToken, port: { from: 3200, to: 3299 } });
    try {
      await expect(loadContent({ locale: 'en-EU', env: { ...env(true), CONTENTFUL_HOST: `http://${deliveryOnly.host}` } })).rejects.toThrow(/401|access token/i);
    } finally {
      await deliveryOnly.close();
    }
  });
});
