import type { Env } from '@site/config';
import type { RawContent } from './exportFormat';
import { contentSourceFromEnv } from './loadContent';
import { loadFromDelivery } from './sources/deliverySource';
import { loadFromFile } from './sources/fileSource';

/** The raw entries of the configured content source (docs/configuration.md), without images: for the builds that read a few facts. */
export async function readRawContent(env: Env = process.env): Promise<RawContent> {
  const source = contentSourceFromEnv(env);
  return source.kind === 'file' ? loadFromFile(source.file) : loadFromDelivery(source);
}
