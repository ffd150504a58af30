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
exports.VerifyPdfController = void 0;
exports.readLimitedBody = readLimitedBody;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const client_key_1 = require("../http/client-key");
const rate_limits_1 = require("../http/rate-limits");
const parse_input_1 = require("../http/parse-input");
const rpc_service_1 = require("../rpc/rpc.service");
/**
 * Reads a raw request body of at most `limit` bytes. A declared or actual larger body is refused with 413
 * as soon as it is known (the rest is drained, not kept), so a large upload never sits in memory.
 */
function readLimitedBody(req, limit) {
    const declared = Number(req.headers?.['content-length'] ?? Number.NaN);
    const tooLarge = () => new service_kit_1.DomainError(contracts_1.ErrorCode.PayloadTooLarge, contracts_1.PdfVerifyMessages.tooLarge);
    if (declared > limit) {
        req.resume();
        return Promise.reject(tooLarge());
    }
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const onData = (chunk) => {
            size += chunk.length;
            if (size > limit) {
                req.off('data', onData);
                chunks.length = 0;
                req.resume();
                reject(tooLarge());
                return;
            }
            chunks.push(chunk);
        };
        req.on('data', onData);
        req.once('end', () => resolve(Buffer.concat(chunks)));
        req.once('error', reject);
    });
}
/**
 * `/verifiser` with a file (issue 31, docs/sealed-pdf.md): `POST /api/verify` with the PDF as the raw body
 * (`Content-Type: application/pdf`, at most PDF_VERIFY_MAX_BYTES), open to anyone and limited per IP like
 * `GET /api/verify/{sha256}` (the same counter). Documents checks it with the offline verifier's checker and
 * keeps nothing: the file is neither stored nor logged. `GET /api/verify/certificate` publishes the seal
 * certificate's fingerprint for the offline verifier's `--cert-sha256` (registered before
 * `GET /api/verify/{sha256}` in app.module, so `certificate` is not read as a hash).
 */
let VerifyPdfController = class VerifyPdfController {
    rpc;
    verifyLimiter;
    constructor(rpc, verifyLimiter) {
        this.rpc = rpc;
        this.verifyLimiter = verifyLimiter;
    }
    async verifyPdf(req) {
        if (!req.is('application/pdf')) {
            req.resume();
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.ValidationFailed, contracts_1.PdfVerifyMessages.notPdf);
        }
        await this.verifyLimiter.reserve((0, client_key_1.clientKey)(req.ip));
        const bytes = await readLimitedBody(req, contracts_1.PDF_VERIFY_MAX_BYTES);
        if (bytes.length === 0)
            throw new service_kit_1.DomainError(contracts_1.ErrorCode.ValidationFailed, contracts_1.PdfVerifyMessages.empty);
        const message = (0, parse_input_1.parseInput)(contracts_1.verifyPdfMessageSchema, { pdfBase64: bytes.toString('base64') });
        return this.rpc.request(contracts_1.DocumentsRpc.verifyPdf, message, req.requestId);
    }
    async sealCertificate(req) {
        await this.verifyLimiter.reserve((0, client_key_1.clientKey)(req.ip));
        return this.rpc.request(contracts_1.DocumentsRpc.sealCertificate, {}, req.requestId);
    }
};
exports.VerifyPdfController = VerifyPdfController;
__decorate([
    (0, common_1.Post)('verify'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], VerifyPdfController.prototype, "verifyPdf", null);
__decorate([
    (0, common_1.Get)('verify/certificate'),
    __param(0, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], VerifyPdfController.prototype, "sealCertificate", null);
exports.VerifyPdfController = VerifyPdfController = __decorate([
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        rate_limits_1.VerifyLimiter])
], VerifyPdfController);
//# sourceMappingURL=verify-pdf.controller.js.map