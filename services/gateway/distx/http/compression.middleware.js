"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.compress = compress;
exports.compressResponses = compressResponses;
const node_zlib_1 = require("node:zlib");
const content_encoding_rules_1 = require("./content-encoding.rules");
/**
 * Fast settings for answers made per request: Brotli 4 is about as fast as gzip 6 and smaller
 * (the build compresses the static files at the highest levels instead).
 */
function compress(body, encoding, done) {
    if (encoding === 'br') {
        (0, node_zlib_1.brotliCompress)(body, {
            params: {
                [node_zlib_1.constants.BROTLI_PARAM_QUALITY]: 4,
                [node_zlib_1.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [node_zlib_1.constants.BROTLI_PARAM_MODE]: node_zlib_1.constants.BROTLI_MODE_TEXT,
            },
        }, done);
    }
    else {
        (0, node_zlib_1.gzip)(body, { level: 6 }, done);
    }
}
/**
 * Compresses JSON (and other text) answers of at least MIN_COMPRESS_BYTES with Brotli or gzip, as the
 * request's Accept-Encoding allows, off the event loop (zlib's thread pool). Works on `res.send`, which
 * `res.json` and Nest's reply go through; streamed and binary answers (the PDF: `res.end`) pass untouched.
 * Every compressible answer says `Vary: Accept-Encoding`, compressed or not.
 */
function compressResponses() {
    return (req, res, next) => {
        const send = res.send;
        res.send = function compressedSend(body) {
            // Restore at once: express calls send again from inside (json → send), and the send below must be the plain one.
            res.send = send;
            if (req.method === 'HEAD' ||
                res.getHeader('Content-Encoding') ||
                !(0, content_encoding_rules_1.isCompressibleType)(String(res.getHeader('Content-Type') ?? ''))) {
                return send.call(this, body);
            }
            const buffer = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
            res.vary('Accept-Encoding');
            const encoding = (0, content_encoding_rules_1.chooseEncoding)(req.headers['accept-encoding'], content_encoding_rules_1.ENCODINGS);
            if (!buffer ||
                buffer.length < content_encoding_rules_1.MIN_COMPRESS_BYTES ||
                !encoding ||
                res.statusCode === 204 ||
                res.statusCode === 304) {
                return send.call(this, body);
            }
            compress(buffer, encoding, (error, out) => {
                if (res.headersSent || res.destroyed)
                    return;
                if (error) {
                    send.call(this, body);
                    return;
                }
                res.setHeader('Content-Encoding', encoding);
                send.call(this, out);
            });
            return this;
        };
        next();
    };
}
//# sourceMappingURL=compression.middleware.js.map