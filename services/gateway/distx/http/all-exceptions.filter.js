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
Object.defineProperty(exports, "__esModule", { value: true });
exports.AllExceptionsFilter = void 0;
exports.toHttpError = toHttpError;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const redis_errors_1 = require("../redis/redis-errors");
const json_body_1 = require("./json-body");
const http_status_table_1 = require("../rpc/http-status.table");
const MESSAGE_BY_STATUS = {
    400: contracts_1.Messages.invalidBody,
    401: contracts_1.Messages.unauthenticated,
    403: contracts_1.Messages.forbidden,
    404: contracts_1.Messages.notFound,
    413: 'Forespørselen er for stor',
    503: contracts_1.Messages.serviceUnavailable,
};
const codeOf = (status) => http_status_table_1.CODE_BY_HTTP_STATUS[status] ?? contracts_1.ErrorCode.ValidationFailed;
/**
 * Maps an error to an HTTP status and a JSON body `{code, message, details?, errorId?}`: the status
 * from the one table of codes, never a stack trace.
 */
function toHttpError(exception, logger) {
    if (exception instanceof service_kit_1.DomainError) {
        const status = http_status_table_1.HTTP_STATUS_BY_CODE[exception.code];
        if (exception.code === contracts_1.ErrorCode.Internal || status === undefined)
            return internal(exception, logger);
        return {
            status,
            body: {
                code: exception.code,
                message: exception.message,
                ...(exception.details === undefined ? {} : { details: exception.details }),
            },
        };
    }
    if (exception instanceof common_1.HttpException) {
        const status = exception.getStatus();
        if (status >= 500)
            return internal(exception, logger);
        const response = exception.getResponse();
        const custom = typeof response === 'object' && response !== null && 'avtaltMessage' in response
            ? String(response.avtaltMessage)
            : undefined;
        return {
            status,
            body: { code: codeOf(status), message: custom ?? MESSAGE_BY_STATUS[status] ?? contracts_1.Messages.invalidBody },
        };
    }
    // Redis down or not answering (sessions, login limits): the request is fine, try again later.
    if ((0, redis_errors_1.isRedisUnavailable)(exception))
        return {
            status: http_status_table_1.HTTP_STATUS_BY_CODE[contracts_1.ErrorCode.ServiceUnavailable],
            body: { code: contracts_1.ErrorCode.ServiceUnavailable, message: contracts_1.Messages.serviceUnavailable },
        };
    const status = exception.status;
    const type = exception.type;
    if (type === 'entity.parse.failed')
        return { status: 400, body: { code: contracts_1.ErrorCode.InvalidJson, message: contracts_1.Messages.invalidJson } };
    if (type === json_body_1.TOO_DEEP_BODY)
        return { status: 400, body: { code: contracts_1.ErrorCode.InvalidJson, message: contracts_1.Messages.tooDeeplyNested } };
    if (type === 'entity.too.large')
        return { status: 413, body: { code: contracts_1.ErrorCode.PayloadTooLarge, message: MESSAGE_BY_STATUS[413] } };
    if (typeof status === 'number' && status >= 400 && status < 500) {
        return {
            status,
            body: { code: codeOf(status), message: MESSAGE_BY_STATUS[status] ?? contracts_1.Messages.invalidBody },
        };
    }
    return internal(exception, logger);
}
/**
 * A 500 with an errorId. An INTERNAL answered by a service keeps the id that service logged the error
 * under, so the id a user reports finds the line with the cause. Logged as its summary (describeError).
 */
function internal(exception, logger) {
    const fromService = exception instanceof service_kit_1.DomainError ? exception.errorId : undefined;
    const errorId = fromService ?? (0, node_crypto_1.randomUUID)();
    if (fromService)
        logger.error({ errorId }, 'unexpected error in a service');
    else
        logger.error({ err: (0, service_kit_1.describeError)(exception), errorId }, 'unexpected error');
    return { status: 500, body: { code: contracts_1.ErrorCode.Internal, message: contracts_1.Messages.internal, errorId } };
}
/** The HTTP exception filter of the gateway: every error leaves as JSON. */
let AllExceptionsFilter = class AllExceptionsFilter {
    logger;
    constructor(logger) {
        this.logger = logger;
    }
    catch(exception, host) {
        const response = host.switchToHttp().getResponse();
        const { status, body } = toHttpError(exception, this.logger);
        if (response.headersSent)
            return;
        response.status(status).json(body);
    }
};
exports.AllExceptionsFilter = AllExceptionsFilter;
exports.AllExceptionsFilter = AllExceptionsFilter = __decorate([
    (0, common_1.Catch)(),
    __metadata("design:paramtypes", [Object])
], AllExceptionsFilter);
//# sourceMappingURL=all-exceptions.filter.js.map