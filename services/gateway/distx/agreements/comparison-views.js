"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ComparisonViews = exports.ComparisonBodyCache = exports.MAX_KNOWN_TAGS = void 0;
exports.sendComparison = sendComparison;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const gateway_config_1 = require("../config/gateway.config");
const compression_middleware_1 = require("../http/compression.middleware");
const content_encoding_rules_1 = require("../http/content-encoding.rules");
const rpc_service_1 = require("../rpc/rpc.service");
/** How many callers' last tags are remembered (a tag and two ids each: ~200 bytes). */
exports.MAX_KNOWN_TAGS = 50_000;
/** Roughly what the parsed comparison occupies beside its JSON, per byte of JSON (measured: ~3×). */
const OBJECT_BYTES_PER_JSON_BYTE = 3;
/**
 * The comparisons this gateway process has sent, by content tag (least recently used first out), and
 * the tag each caller got last. Bounded in bytes (`maxBytes`) and in callers (MAX_KNOWN_TAGS); whatever
 * falls out only costs the next request of that caller the whole comparison again.
 *
 * Nothing is ever sent from here without agreements having said, for this caller and this request, that
 * this tag is theirs now: the cache saves the transfer, the validation, the serialisation and the
 * compression of a comparison, never the question whether the caller may see it and what it is now.
 */
class ComparisonBodyCache {
    maxBytes;
    maxKnown;
    bodies = new Map();
    known = new Map();
    bytes = 0;
    constructor(maxBytes, maxKnown = exports.MAX_KNOWN_TAGS) {
        this.maxBytes = maxBytes;
        this.maxKnown = maxKnown;
    }
    /** The body this caller got last for this agreement, if it is still here. */
    lastSent(agreementId, callerId) {
        const tag = this.known.get(slotOf(agreementId, callerId));
        return tag === undefined ? undefined : this.bodies.get(tag);
    }
    /** The body of a tag, marked as just used. */
    body(tag) {
        const body = this.bodies.get(tag);
        if (body) {
            this.bodies.delete(tag);
            this.bodies.set(tag, body);
        }
        return body;
    }
    /** Keeps a comparison under its tag (once: equal tags are equal contents) and returns its body. */
    keep(tag, comparison) {
        const kept = this.body(tag);
        if (kept)
            return kept;
        const json = Buffer.from(JSON.stringify(comparison));
        return this.keepBody({
            etag: tag,
            comparison,
            json,
            encoded: new Map(),
            cost: json.length * (1 + OBJECT_BYTES_PER_JSON_BYTE),
        });
    }
    /**
     * Keeps a body made before (one a request held while the cache let it go) and returns the one kept
     * under its tag.
     */
    keepBody(body) {
        const kept = this.body(body.etag);
        if (kept)
            return kept;
        const tag = body.etag;
        // Larger than the whole cache: sent, not kept.
        if (body.cost > this.maxBytes)
            return body;
        this.bodies.set(tag, body);
        this.bytes += body.cost;
        for (const [oldest, entry] of this.bodies) {
            if (this.bytes <= this.maxBytes)
                break;
            this.bodies.delete(oldest);
            this.bytes -= entry.cost;
        }
        return body;
    }
    /** Remembers the tag this caller got. */
    noteSent(agreementId, callerId, tag) {
        const slot = slotOf(agreementId, callerId);
        this.known.delete(slot);
        this.known.set(slot, tag);
        if (this.known.size > this.maxKnown)
            this.known.delete(this.known.keys().next().value);
    }
    /** Bodies kept, and the bytes they are counted as. */
    size() {
        return { bodies: this.bodies.size, bytes: this.bytes, callers: this.known.size };
    }
}
exports.ComparisonBodyCache = ComparisonBodyCache;
const slotOf = (agreementId, callerId) => `${agreementId} ${callerId}`;
/**
 * The caller's comparison, asked of agreements on every request and sent from bytes kept here when it
 * is unchanged (docs/performance.md, "The comparison's bytes"): agreements answers the tag of the
 * caller's view, and only the tag when it is the one this process holds for them.
 */
let ComparisonViews = class ComparisonViews {
    rpc;
    cache;
    constructor(rpc, config) {
        this.rpc = rpc;
        this.cache = new ComparisonBodyCache(config.COMPARISON_CACHE_MB * 1024 * 1024);
    }
    async view(caller, agreementId, requestId) {
        // Held by this request: other requests may push it out of the cache while agreements answers.
        const held = this.cache.lastSent(agreementId, caller.id);
        const reply = await this.rpc.request(contracts_1.AgreementsRpc.comparisonView, { caller, agreementId, ...(held ? { known: held.etag } : {}) }, requestId);
        let body;
        if ('unchanged' in reply) {
            // Only the tag asked with comes back unchanged.
            if (!held || reply.etag !== held.etag)
                throw new service_kit_1.DomainError(contracts_1.ErrorCode.Internal, 'comparison reply: unchanged for a tag not asked');
            body = this.cache.keepBody(held);
        }
        else {
            body = this.cache.keep(reply.etag, reply.comparison);
        }
        this.cache.noteSent(agreementId, caller.id, body.etag);
        return body;
    }
};
exports.ComparisonViews = ComparisonViews;
exports.ComparisonViews = ComparisonViews = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(gateway_config_1.GATEWAY_CONFIG)),
    __metadata("design:paramtypes", [rpc_service_1.RpcService, Object])
], ComparisonViews);
/**
 * Sends a kept comparison: the JSON as serialised once, or its Brotli or gzip variant as the request
 * accepts (compressed once per body and encoding). `Vary: Accept-Encoding` as every compressible answer.
 */
async function sendComparison(req, res, body) {
    res.vary('Accept-Encoding');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const encoding = body.json.length >= content_encoding_rules_1.MIN_COMPRESS_BYTES ? (0, content_encoding_rules_1.chooseEncoding)(req.headers['accept-encoding'], content_encoding_rules_1.ENCODINGS) : null;
    let bytes = body.json;
    if (encoding) {
        let variant = body.encoded.get(encoding);
        if (!variant) {
            variant = new Promise((resolve, reject) => (0, compression_middleware_1.compress)(body.json, encoding, (error, out) => (error ? reject(error) : resolve(out))));
            body.encoded.set(encoding, variant);
            // A failed compression is not kept: the next request tries again.
            variant.catch(() => body.encoded.delete(encoding));
        }
        try {
            bytes = await variant;
            res.setHeader('Content-Encoding', encoding);
        }
        catch {
            bytes = body.json;
        }
    }
    if (res.headersSent || res.destroyed)
        return;
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
}
//# sourceMappingURL=comparison-views.js.map