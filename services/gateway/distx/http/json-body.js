"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TOO_DEEP_BODY = void 0;
exports.refuseDeepJson = refuseDeepJson;
exports.jsonBody = jsonBody;
const contracts_1 = require("@avtalt/contracts");
const express_1 = __importDefault(require("express"));
/** The `type` of the error a too deeply nested body raises (mapped to 400 by toHttpError). */
exports.TOO_DEEP_BODY = 'entity.too.deep';
/** A body-parser error: `status` and `type` are what the error handler reads. */
class BodyError extends Error {
    status;
    type;
    constructor(message, status, type) {
        super(message);
        this.status = status;
        this.type = type;
    }
}
/**
 * Refuses a body nested deeper than {@link MAX_JSON_DEPTH} before it is parsed: one linear pass over
 * the raw bytes, so a 90 kB `[[[[…]]]]` costs microseconds instead of a parse and a walk (security
 * review N1). body-parser hands over the bytes undecoded; UTF-8 (what browsers send) is scanned as
 * bytes, another `utf-*` charset is decoded first.
 */
function refuseDeepJson(_req, _res, body, encoding) {
    let text = body;
    if (encoding !== null && !/^utf-?8$/i.test(encoding)) {
        try {
            text = new TextDecoder(encoding).decode(body);
        }
        catch {
            throw new BodyError(`unsupported charset "${encoding}"`, 415, 'charset.unsupported');
        }
    }
    if ((0, contracts_1.jsonNestingExceeds)(text, contracts_1.MAX_JSON_DEPTH))
        throw new BodyError('JSON nested too deeply', 400, exports.TOO_DEEP_BODY);
}
/** The gateway's JSON body parser for `/api`: at most `limit` bytes, nested at most {@link MAX_JSON_DEPTH} deep. */
function jsonBody(limit) {
    return express_1.default.json({
        limit,
        type: ['application/json', 'application/*+json'],
        verify: refuseDeepJson,
    });
}
//# sourceMappingURL=json-body.js.map