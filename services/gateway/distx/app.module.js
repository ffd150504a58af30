"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var AppModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppModule = void 0;
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const admin_controller_1 = require("./admin/admin.controller");
const agreements_controller_1 = require("./agreements/agreements.controller");
const comparison_views_1 = require("./agreements/comparison-views");
const negotiation_controller_1 = require("./agreements/negotiation.controller");
const actor_guard_1 = require("./auth/actor.guard");
const admin_templates_controller_1 = require("./templates/admin-templates.controller");
const question_drafts_controller_1 = require("./templates/question-drafts.controller");
const topics_controller_1 = require("./templates/topics.controller");
const auth_controller_1 = require("./auth/auth.controller");
const local_strategy_1 = require("./auth/local.strategy");
const known_device_service_1 = require("./auth/known-device.service");
const login_rate_limiter_1 = require("./auth/login-rate-limiter");
const password_reset_rate_limiter_1 = require("./auth/password-reset-rate-limiter");
const login_redirect_controller_1 = require("./auth/login-redirect.controller");
const gateway_config_1 = require("./config/gateway.config");
const health_controller_1 = require("./health/health.controller");
const rate_limits_1 = require("./http/rate-limits");
const notifications_controller_1 = require("./notifications/notifications.controller");
const redis_provider_1 = require("./redis/redis.provider");
const rpc_service_1 = require("./rpc/rpc.service");
const signatures_controller_1 = require("./signing/signatures.controller");
const verify_pdf_controller_1 = require("./signing/verify-pdf.controller");
const question_draft_rate_limiter_1 = require("./templates/question-draft-rate-limiter");
const chat_gateway_1 = require("./ws/chat.gateway");
const room_hub_1 = require("./ws/room-hub");
const session_sockets_1 = require("./ws/session-sockets");
const socket_admission_1 = require("./ws/socket-admission");
const socket_leases_1 = require("./ws/socket-leases");
const session_endings_service_1 = require("./session/session-endings.service");
const session_store_provider_1 = require("./session/session-store.provider");
const session_service_1 = require("./session/session.service");
let AppModule = AppModule_1 = class AppModule {
    static register(config) {
        return {
            module: AppModule_1,
            imports: [passport_1.PassportModule],
            controllers: [
                agreements_controller_1.AgreementsController,
                negotiation_controller_1.NegotiationController,
                verify_pdf_controller_1.VerifyPdfController,
                signatures_controller_1.SignaturesController,
                auth_controller_1.AuthController,
                login_redirect_controller_1.LoginRedirectController,
                admin_controller_1.AdminController,
                admin_templates_controller_1.AdminTemplatesController,
                topics_controller_1.TopicsController,
                question_drafts_controller_1.QuestionDraftsController,
                notifications_controller_1.NotificationsController,
                health_controller_1.HealthController,
            ],
            providers: [
                { provide: gateway_config_1.GATEWAY_CONFIG, useValue: config },
                redis_provider_1.redisProvider,
                session_store_provider_1.sessionStoreProvider,
                session_store_provider_1.sessionMiddlewareProvider,
                rpc_service_1.RpcService,
                comparison_views_1.ComparisonViews,
                session_service_1.SessionService,
                login_rate_limiter_1.LoginRateLimiter,
                ...rate_limits_1.rateLimiterProviders,
                password_reset_rate_limiter_1.PasswordResetRateLimiter,
                question_draft_rate_limiter_1.QuestionDraftRateLimiter,
                known_device_service_1.KnownDeviceService,
                local_strategy_1.LocalStrategy,
                actor_guard_1.ActorGuard,
                actor_guard_1.AdminGuard,
                room_hub_1.RoomHub,
                session_sockets_1.SessionSockets,
                socket_leases_1.SocketLeases,
                socket_admission_1.SocketAdmission,
                session_endings_service_1.SessionEndings,
                chat_gateway_1.ChatGateway,
            ],
        };
    }
};
exports.AppModule = AppModule;
exports.AppModule = AppModule = AppModule_1 = __decorate([
    (0, common_1.Module)({})
], AppModule);
//# sourceMappingURL=app.module.js.map