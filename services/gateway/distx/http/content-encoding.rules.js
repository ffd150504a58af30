"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MIN_COMPRESS_BYTES = exports.ENCODING_SUFFIX = exports.ENCODINGS = void 0;
exports.chooseEncoding = chooseEncoding;
exports.isCompressibleType = isCompressibleType;
exports.frontendCacheControl = frontendCacheControl;
/** The encodings the gateway sends (besides identity), in the order it prefers them. */
exports.ENCODINGS = ['br', 'gzip'];
/** File suffix of each precompressed variant the frontend build writes next to an asset. */
exports.ENCODING_SUFFIX = { br: '.br', gzip: '.gz' };
/** Bodies smaller than this are sent as they are: compressing them saves less than the header costs. */
exports.MIN_COMPRESS_BYTES = 1024;
function parseAcceptEncoding(header) {
    const offers = [];
    for (const part of header.split(',')) {
        const [rawCoding, ...params] = part.trim().split(';');
        const coding = rawCoding.trim().toLowerCase();
        if (!coding)
            continue;
        let q = 1;
        for (const param of params) {
            const [name, value] = param.trim().split('=');
            if (name?.trim().toLowerCase() !== 'q')
                continue;
            const parsed = Number(value?.trim());
            q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
        }
        offers.push({ coding: coding === 'x-gzip' ? 'gzip' : coding, q });
    }
    return offers;
}
/**
 * The encoding to answer with, given the request's Accept-Encoding and the encodings this answer exists
 * in; null means identity. Follows RFC 9110 §12.5.3: a coding the client lists with q=0 is refused, `*`
 * stands for every coding it does not list, and no header means identity. Among the codings with the
 * highest q the server's order (`available`, br before gzip) decides.
 */
function chooseEncoding(acceptEncoding, available) {
    const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
    if (!header)
        return null;
    const offers = parseAcceptEncoding(header);
    const wildcard = offers.find((o) => o.coding === '*');
    let best = null;
    let bestQ = 0;
    for (const encoding of exports.ENCODINGS) {
        if (!available.includes(encoding))
            continue;
        const q = offers.find((o) => o.coding === encoding)?.q ?? wildcard?.q ?? 0;
        if (q > bestQ) {
            best = encoding;
            bestQ = q;
        }
    }
    return best;
}
/** Media types worth compressing: text, JSON, JavaScript, SVG (images, fonts and PDFs are compressed already). */
function isCompressibleType(contentType) {
    if (!contentType)
        return false;
    const type = contentType.split(';')[0].trim().toLowerCase();
    return (type.startsWith('text/') ||
        type === 'application/json' ||
        type.endsWith('+json') ||
        type === 'application/javascript' ||
        type === 'application/manifest+json' ||
        type === 'image/svg+xml');
}
/**
 * Cache-Control of a file of the built frontend: files under assets/ carry a content hash in their
 * name, so a browser may keep them for a year without asking; everything else (index.html, favicon)
 * is revalidated on every use, so a deploy is seen at once.
 */
function frontendCacheControl(relativePath) {
    return /^assets\//.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
//# sourceMappingURL=content-encoding.rules.js.map