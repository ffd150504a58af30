"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RenderCache = exports.RenderedPage = void 0;
const node_util_1 = require("node:util");
const node_zlib_1 = require("node:zlib");
const brotliAsync = (0, node_util_1.promisify)(node_zlib_1.brotliCompress);
const gzipAsync = (0, node_util_1.promisify)(node_zlib_1.gzip);
/**
 * A page rendered on the server, with its compressed bodies made when first asked for (in zlib's thread
 * pool: Brotli 5, gzip 6, fast enough per request) and kept with it: a kept render is compressed once, not
 * once per visit.
 */
class RenderedPage {
    html;
    encoded = new Map();
    constructor(html) {
        this.html = html;
    }
    body(encoding) {
        if (encoding === null)
            return Promise.resolve(Buffer.from(this.html));
        let body = this.encoded.get(encoding);
        if (!body) {
            const raw = Buffer.from(this.html);
            body =
                encoding === 'br'
                    ? brotliAsync(raw, { params: { [node_zlib_1.constants.BROTLI_PARAM_QUALITY]: 5 } })
                    : gzipAsync(raw, { level: 6 });
            // A failed compression is not kept: the next request tries again.
            body.catch(() => this.encoded.delete(encoding));
            this.encoded.set(encoding, body);
        }
        return body;
    }
}
exports.RenderedPage = RenderedPage;
/**
 * The last `capacity` renders by key, least recently used dropped first, and one render per key at a time:
 * visitors who arrive while a key is being rendered wait for that render instead of starting their own.
 */
class RenderCache {
    capacity;
    pages = new Map();
    inFlight = new Map();
    latest = new Map();
    constructor(capacity) {
        this.capacity = capacity;
    }
    get size() {
        return this.pages.size;
    }
    /** Notes `page` as the newest render under `slot` (e.g. an agreement and a screen), seen at `at`. */
    noteLatest(slot, page, at) {
        this.latest.delete(slot);
        this.latest.set(slot, { page, at });
        if (this.latest.size > this.capacity)
            this.latest.delete(this.latest.keys().next().value);
    }
    /** The newest render noted under `slot` if it was seen less than `maxAgeMs` before `now`. */
    latestSince(slot, now, maxAgeMs) {
        const noted = this.latest.get(slot);
        return noted && now - noted.at < maxAgeMs ? noted.page : null;
    }
    /** The kept render of `key`, or the one being made; else `make`'s, kept when it gives one. */
    async shared(key, make) {
        const kept = this.pages.get(key);
        if (kept) {
            this.pages.delete(key);
            this.pages.set(key, kept);
            return kept;
        }
        const running = this.inFlight.get(key);
        if (running)
            return running;
        const made = make()
            .then((page) => {
            if (page && this.capacity > 0) {
                this.pages.set(key, page);
                if (this.pages.size > this.capacity)
                    this.pages.delete(this.pages.keys().next().value);
            }
            return page;
        })
            .finally(() => this.inFlight.delete(key));
        this.inFlight.set(key, made);
        return made;
    }
}
exports.RenderCache = RenderCache;
//# sourceMappingURL=render-cache.js.map