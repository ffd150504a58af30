import { type DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminController } from './admin/admin.controller';
import { AgreementsController } from './agreements/agreements.controller';
import { ObserversController } from './agreements/observers.controller';
import { ComparisonViews } from './agreements/comparison-views';
import { NegotiationController } from './agreements/negotiation.controller';
import { ActorGuard, AdminGuard } from './auth/actor.guard';
import { AdminTemplatesController } from './templates/admin-templates.controller';
import { QuestionDraftsController } from './templates/question-drafts.controller';
import { TopicsController } from './templates/topics.controller';
import { AuthController } from './auth/auth.controller';
import { LanguageController } from './auth/language.controller';
import { LocalStrategy } from './auth/local.strategy';
import { KnownDeviceService } from './auth/known-device.service';
import { LoginRateLimiter } from './auth/login-rate-limiter';
import { PasswordResetRateLimiter } from './auth/password-reset-rate-limiter';
import { LoginRedirectController } from './auth/login-redirect.controller';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config';
import { HealthController } from './health/health.controller';
import { rateLimiterProviders } from './http/rate-limits';
import { NotificationsController } from './notifications/notifications.controller';
import { AccountErasureController } from './privacy/account-erasure.controller';
import { AmendmentsController } from './agreements/amendments.controller';
import { ObligationsController } from './agreements/obligations.controller';
import { ReviewController } from './agreements/review.controller';
import { VisitorSweeper } from './privacy/visitor-sweeper';
import { DataExportsController } from './privacy/data-exports.controller';
import { redisProvider } from './redis/redis.provider';
import { RpcService } from './rpc/rpc.service';
import { EidController } from './signing/eid.controller';
import { SignaturesController } from './signing/signatures.controller';
import { VerifyPdfController } from './signing/verify-pdf.controller';
import { QuestionDraftRateLimiter } from './templates/question-draft-rate-limiter';
import { ChatGateway } from './ws/chat.gateway';
import { RoomHub } from './ws/room-hub';
import { SessionSockets } from './ws/session-sockets';
import { SocketAdmission } from './ws/socket-admission';
import { SocketLeases } from './ws/socket-leases';
import { SessionEndings } from './session/session-endings.service';
import { sessionMiddlewareProvider, sessionStoreProvider } from './session/session-store.provider';
import { SessionService } from './session/session.service';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PassportModule],
      controllers: [
        AgreementsController,
        ObserversController,
        NegotiationController,
        VerifyPdfController,
        SignaturesController,
        EidController,
        AuthController,
        LanguageController,
        LoginRedirectController,
        AdminController,
        AdminTemplatesController,
        TopicsController,
        QuestionDraftsController,
        NotificationsController,
        DataExportsController,
        AccountErasureController,
        AmendmentsController,
        ObligationsController,
        ReviewController,
        HealthController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        redisProvider,
        sessionStoreProvider,
        sessionMiddlewareProvider,
        RpcService,
        ComparisonViews,
        SessionService,
        LoginRateLimiter,
        ...rateLimiterProviders,
        PasswordResetRateLimiter,
        QuestionDraftRateLimiter,
        KnownDeviceService,
        LocalStrategy,
        ActorGuard,
        AdminGuard,
        RoomHub,
        SessionSockets,
        SocketLeases,
        SocketAdmission,
        SessionEndings,
        ChatGateway,
        VisitorSweeper,
      ],
    };
  }
}
