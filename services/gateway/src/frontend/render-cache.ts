import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import type { Encoding } from '../http/content-encoding.rules';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page rendered on the server, with its compressed bodies made when first asked for (in zlib's thread
 * pool: Brotli 5, gzip 6, fast enough per request) and kept with it: a kept render is compressed once, not
 * once per visit.
 */
export class RenderedPage {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly html: string) {}

  body(encoding: Encoding | null): Promise<Buffer> {
    if (encoding === null) return Promise.resolve(Buffer.from(this.html));
    let body = this.encoded.get(encoding);
    if (!body) {
      const raw = Buffer.from(this.html);
      body =
        encoding === 'br'
          ? brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(raw, { level: 6 });
      // A failed compression is not kept: the next request tries again.
      body.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * The last `capacity` renders by key, least recently used dropped first, and one render per key at a time:
 * visitors who arrive while a key is being rendered wait for that render instead of starting their own.
 */
export class RenderCache {
  private readonly pages = new Map<string, RenderedPage>();
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();
  private readonly latest = new Map<string, { page: RenderedPage; at: number }>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.pages.size;
  }

  /** Notes `page` as the newest render under `slot` (e.g. an agreement and a screen), seen at `at`. */
  noteLatest(slot: string, page: RenderedPage, at: number): void {
    this.latest.delete(slot);
    this.latest.set(slot, { page, at });
    if (this.latest.size > this.capacity) this.latest.delete(this.latest.keys().next().value as string);
  }

  /** The newest render noted under `slot` if it was seen less than `maxAgeMs` before `now`. */
  latestSince(slot: string, now: number, maxAgeMs: number): RenderedPage | null {
    const noted = this.latest.get(slot);
    return noted && now - noted.at < maxAgeMs ? noted.page : null;
  }

  /** The kept render of `key`, or the one being made; else `make`'s, kept when it gives one. */
  async shared(key: string, make: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const kept = this.pages.get(key);
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const made = make()
      .then((page) => {
        if (page && this.capacity > 0) {
          this.pages.set(key, page);
          if (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value as string);
        }
        return page;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, made);
    return made;
  }
}
