"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseInput = parseInput;
const contracts_1 = require("@avtalt/contracts");
const service_kit_1 = require("@avtalt/service-kit");
/**
 * Validates an HTTP body (or query) with its contract schema. Text with control characters (NUL and
 * the like) or lone surrogates, and nesting deeper than MAX_JSON_DEPTH, are refused first, in
 * Norwegian (400; Postgres would refuse such text with a 500). A body that is not a JSON object gives
 * the generic message; otherwise the first field's Norwegian message leads.
 */
function parseInput(schema, value) {
    const problem = (0, contracts_1.inputTextProblem)(value);
    if (problem !== undefined)
        throw new service_kit_1.DomainError(contracts_1.ErrorCode.ValidationFailed, problem.message, [problem]);
    const result = schema.safeParse(value ?? {});
    if (result.success)
        return result.data;
    throw (0, service_kit_1.validationError)(result.error, contracts_1.Messages.invalidBody);
}
//# sourceMappingURL=parse-input.js.map