import { type Duplex, type Readable, pipeline } from 'node:stream';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { DomainError } from '../../common/domain-error';

export interface ExportItem {
  /** The application's position in the export's list (1 = first): the export is one line of JSON. */
  line: number;
  value: unknown;
}

/**
 * The applications of our JSON export (`{exportedAt, appliedJobs: [...]}`) as they stream in, one
 * assembled at a time, so memory holds one application however many the file has (stream-json).
 * Broken JSON ends the read with a 400 saying after which application.
 */
export async function* readExportItems(source: Readable): AsyncGenerator<ExportItem> {
  const json = [parser.asStream(), pick.asStream({ filter: 'appliedJobs' }), streamArray.asStream()];
  // The file's fault only when the JSON stages failed first: the source failing (the storage) is
  // ours, and each failure reaches the other stages after it has happened where it began.
  let first: { inJson: boolean; error: Error } | undefined;
  source.once('error', (error: Error) => (first ??= { inJson: false, error }));
  for (const stage of json) stage.once('error', (error: Error) => (first ??= { inJson: true, error }));
  const items = pipeline(source, ...(json as [Duplex, Duplex, Duplex]), () => undefined);
  let read = 0;
  try {
    for await (const { key, value } of items as AsyncIterable<{ key: number; value: unknown }>) {
      read = key + 1;
      yield { line: read, value };
    }
  } catch (e) {
    if (!first?.inJson) throw e;
    const where = read ? `after application ${read} of appliedJobs` : 'before the first application';
    throw DomainError.validation(`The JSON is broken ${where} (${first.error.message}); export it again from RemoteHunt`);
  } finally {
    items.destroy();
  }
}
