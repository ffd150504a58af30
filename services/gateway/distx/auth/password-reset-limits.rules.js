"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.passwordResetBuckets = passwordResetBuckets;
const login_limits_rules_1 = require("./login-limits.rules");
/**
 * A browser that has logged in to the account has a bucket of its own and draws on no other: what
 * strangers ask for the address, from anywhere, never stops the owner's own reset there. Any other
 * request draws on its client's bucket (however many addresses it asks for) and its client's for this
 * address (a stranger's requests use up their own, not the owner's), and then on the address's ceiling
 * over all clients. Past the ceiling the request is answered as always and no mail is sent: strangers
 * can neither flood the mailbox nor make the owner's new browser wait, since the reset links they caused
 * are still in the mailbox and work (the ceiling's window is no longer than a link lives: the
 * config allows at most an hour).
 */
function passwordResetBuckets(request, limits) {
    if (request.knownDeviceHash) {
        return {
            own: [
                {
                    key: `password-reset:device:${request.knownDeviceHash}`,
                    limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS,
                },
            ],
            addressCeiling: null,
        };
    }
    const account = (0, login_limits_rules_1.accountHash)(request.email);
    return {
        own: [
            { key: `password-reset:client:${request.client}`, limit: limits.PASSWORD_RESET_MAX_PER_IP },
            {
                key: `password-reset:client-account:${request.client}:${account}`,
                limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS,
            },
        ],
        addressCeiling: {
            key: `password-reset:account:${account}`,
            limit: limits.PASSWORD_RESET_MAX_PER_ADDRESS_TOTAL,
        },
    };
}
//# sourceMappingURL=password-reset-limits.rules.js.map