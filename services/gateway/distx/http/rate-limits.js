"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rateLimiterProviders = exports.EmailChangeLimiter = exports.ModelDraftLimiter = exports.VerifyLimiter = exports.RegistrationLimiter = void 0;
const contracts_1 = require("@avtalt/contracts");
const fixed_window_limiter_1 = require("./fixed-window-limiter");
/*
 * The gateway's limits of one bucket per subject, each a class that a constructor parameter is injected by
 * (the instance is a FixedWindowLimiter). The question drafts' limits are QuestionDraftRateLimiter's; the
 * login and the password reset draw on several buckets at once (LoginRateLimiter, PasswordResetRateLimiter).
 */
/**
 * Registrations (REGISTER_MAX_PER_IP per REGISTER_WINDOW_SECONDS) by client IP. Every well-formed attempt
 * counts, refused or not, so the "already taken" answers cannot be used to test many addresses.
 */
class RegistrationLimiter extends fixed_window_limiter_1.FixedWindowLimiter {
}
exports.RegistrationLimiter = RegistrationLimiter;
/**
 * Verification lookups (`GET /api/verify/{sha256}` and the uploaded PDF, open to anyone; VERIFY_MAX_PER_IP
 * per VERIFY_WINDOW_SECONDS) by client IP, so nobody can probe hashes in bulk.
 */
class VerifyLimiter extends fixed_window_limiter_1.FixedWindowLimiter {
}
exports.VerifyLimiter = VerifyLimiter;
/**
 * Model drafts per user (MODEL_DRAFTS_MAX_PER_USER per MODEL_DRAFTS_WINDOW_SECONDS, over all their
 * agreements), counted before agreements is asked: every draft is a paid language-model call, and the
 * per-point cap of agreements (MAX_MODEL_DRAFTS_PER_POINT) alone does not bound one user with many
 * agreements. Every attempt counts, whatever agreements answers: the check stays one atomic step before the call.
 */
class ModelDraftLimiter extends fixed_window_limiter_1.FixedWindowLimiter {
}
exports.ModelDraftLimiter = ModelDraftLimiter;
/**
 * New addresses one account may ask for (`PUT /api/auth/profile` with another `email`):
 * EMAIL_CHANGE_MAX_PER_ACCOUNT per EMAIL_CHANGE_WINDOW_SECONDS. Used with `guard`: a unit is taken before
 * the password is checked, so however many changes arrive at once no more than the limit are made; a
 * change that is not made (wrong password, 400, 503) gives its unit back, since the login bucket already
 * counts wrong passwords.
 */
class EmailChangeLimiter extends fixed_window_limiter_1.FixedWindowLimiter {
}
exports.EmailChangeLimiter = EmailChangeLimiter;
/** The limiters above, registered in the app module. */
exports.rateLimiterProviders = [
    (0, fixed_window_limiter_1.fixedWindowLimiter)(RegistrationLimiter, (config) => ({
        name: 'register',
        subject: 'ip',
        max: config.REGISTER_MAX_PER_IP,
        windowSeconds: config.REGISTER_WINDOW_SECONDS,
        message: contracts_1.Messages.tooManyRegistrations,
    })),
    (0, fixed_window_limiter_1.fixedWindowLimiter)(VerifyLimiter, (config) => ({
        name: 'verify',
        subject: 'ip',
        max: config.VERIFY_MAX_PER_IP,
        windowSeconds: config.VERIFY_WINDOW_SECONDS,
        message: contracts_1.SigningMessages.tooManyAttempts,
    })),
    (0, fixed_window_limiter_1.fixedWindowLimiter)(ModelDraftLimiter, (config) => ({
        name: 'model-drafts',
        subject: 'user',
        max: config.MODEL_DRAFTS_MAX_PER_USER,
        windowSeconds: config.MODEL_DRAFTS_WINDOW_SECONDS,
        message: contracts_1.NegotiationMessages.tooManyDraftsByYou,
    })),
    (0, fixed_window_limiter_1.fixedWindowLimiter)(EmailChangeLimiter, (config) => ({
        name: 'email-change',
        subject: 'user',
        max: config.EMAIL_CHANGE_MAX_PER_ACCOUNT,
        windowSeconds: config.EMAIL_CHANGE_WINDOW_SECONDS,
        message: contracts_1.UserMessages.tooManyEmailChanges,
    })),
];
//# sourceMappingURL=rate-limits.js.map