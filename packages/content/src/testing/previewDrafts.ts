import { readFile } from 'node:fs/promises';
import { previewDraftsFile } from '../paths';
import type { Drafts } from './deliveryStub';

/** The drafts the local stub shows to its preview token (data/preview-drafts.json). */
export async function readPreviewDrafts(): Promise<Drafts> {
  return JSON.parse(await readFile(previewDraftsFile(), 'utf8')) as Drafts;
}
