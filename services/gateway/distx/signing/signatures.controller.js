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
exports.SignaturesController = void 0;
const contracts_1 = require("@avtalt/contracts");
const common_1 = require("@nestjs/common");
const zod_1 = require("zod");
const client_key_1 = require("../http/client-key");
const rate_limits_1 = require("../http/rate-limits");
const parse_input_1 = require("../http/parse-input");
const uuid_param_pipe_1 = require("../http/uuid-param.pipe");
const rpc_service_1 = require("../rpc/rpc.service");
const caller_1 = require("../session/caller");
const signing_client_rules_1 = require("./signing-client.rules");
const hashParam = zod_1.z.object({ sha256: contracts_1.sha256HexSchema });
/**
 * Signing (issue 18, docs/signing.md). Who may do what is decided by the agreements service from the
 * caller the session names: 401 for a visitor, 403 for someone not a party, 404 SIGNING_DISABLED when
 * the operator set SIGNING=off. The IP address and user agent a signature records come from the request.
 */
let SignaturesController = class SignaturesController {
    rpc;
    verifyLimiter;
    constructor(rpc, verifyLimiter) {
        this.rpc = rpc;
        this.verifyLimiter = verifyLimiter;
    }
    /** The parties, who has signed and when, the text's SHA-256 and (once sealed) the PDF's. */
    signatures(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.signatures, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
    /** Mails the caller a one-time code (202: it is on its way), at most MAX_SIGNING_CODES per window. */
    code(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.requestSigningCode, { caller: (0, caller_1.callerOf)(req), agreementId }, req.requestId);
    }
    /** `{consent: true, code}` or `{consent: true, password}` (+ `textSha256` of the text read): 201 with the view. */
    sign(req, agreementId, body) {
        return this.rpc.request(contracts_1.AgreementsRpc.sign, {
            caller: (0, caller_1.callerOf)(req),
            agreementId,
            body: (0, parse_input_1.parseInput)(contracts_1.signBodySchema, body),
            client: (0, signing_client_rules_1.signingClientOf)(req.ip, req.headers['user-agent']),
        }, req.requestId);
    }
    /** A party voids every signature (not once all have signed): the text is open again, everyone is told. */
    void(req, agreementId) {
        return this.rpc.request(contracts_1.AgreementsRpc.voidSignatures, { caller: (0, caller_1.callerOf)(req), agreementId, client: (0, signing_client_rules_1.signingClientOf)(req.ip, req.headers['user-agent']) }, req.requestId);
    }
    /** Open to anyone: the signed Avtalt agreement whose sealed PDF has this SHA-256 (404 when none). */
    async verify(req, params) {
        const { sha256 } = (0, parse_input_1.parseInput)(hashParam, params);
        await this.verifyLimiter.reserve((0, client_key_1.clientKey)(req.ip));
        return this.rpc.request(contracts_1.DocumentsRpc.verify, { sha256 }, req.requestId);
    }
};
exports.SignaturesController = SignaturesController;
__decorate([
    (0, common_1.Get)('agreements/:id/signatures'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], SignaturesController.prototype, "signatures", null);
__decorate([
    (0, common_1.Post)('agreements/:id/signatures/code'),
    (0, common_1.HttpCode)(202),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], SignaturesController.prototype, "code", null);
__decorate([
    (0, common_1.Post)('agreements/:id/signatures'),
    (0, common_1.HttpCode)(201),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Object]),
    __metadata("design:returntype", Promise)
], SignaturesController.prototype, "sign", null);
__decorate([
    (0, common_1.Post)('agreements/:id/signatures/void'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)('id', uuid_param_pipe_1.UuidParamPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], SignaturesController.prototype, "void", null);
__decorate([
    (0, common_1.Get)('verify/:sha256'),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], SignaturesController.prototype, "verify", null);
exports.SignaturesController = SignaturesController = __decorate([
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [rpc_service_1.RpcService,
        rate_limits_1.VerifyLimiter])
], SignaturesController);
//# sourceMappingURL=signatures.controller.js.map