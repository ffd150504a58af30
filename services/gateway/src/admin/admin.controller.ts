import {
  adminSetupBodySchema,
  DocumentsRpc,
  ErrorCode,
  IdentityRpc,
  NotificationsRpc,
  TemplatesRpc,
  type AdminCheckResponse,
  type QueueStats,
  type User,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, Get, HttpCode, Post, UseGuards, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AdminGuard } from '../auth/actor.guard';
import { AuthenticatedGuard, CurrentUserId } from '../auth/authenticated.guard';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';
import { adminQueues, SEAL_QUEUE } from './admin-queues.rules';

@Controller('admin')
@UseGuards(AuthenticatedGuard)
export class AdminController {
  constructor(private readonly rpc: RpcService) {}

  /** The caller's current standing as identity computes it (a delisted or changed address is no admin). */
  @Get('check')
  async check(@Req() req: Request, @CurrentUserId() userId: string): Promise<AdminCheckResponse> {
    const user = await this.rpc.request(IdentityRpc.getUser, { userId }, req.requestId);
    return { isAdmin: user.isAdmin };
  }

  /**
   * Identity decides (docs/admin-role.md): the account's VERIFIED address must be on ADMIN_EMAILS, and the
   * caller must be that account or an admin.
   */
  @Post('setup')
  @HttpCode(200)
  setup(@Req() req: Request, @CurrentUserId() userId: string, @Body() body: unknown): Promise<User> {
    return this.rpc.request(
      IdentityRpc.promoteAdmin,
      {
        callerId: userId,
        email: parseInput(adminSetupBodySchema, body).email,
      },
      req.requestId,
    );
  }

  /**
   * Queue state for operators (admins): job counts and the latest failures of each BullMQ queue (PDFs,
   * sealed PDFs `pdf-seal`, question generation, mail). A service that does not answer is shown as
   * `unavailable` under its name instead of failing the whole view: that is when an operator most needs
   * the others. The seal queue is left out with SIGNING=off, and when documents as a whole is away
   * (listed once, as `documents`).
   */
  @Get('queues')
  @UseGuards(AdminGuard)
  async queues(@Req() req: Request): Promise<{ queues: QueueStats[] }> {
    const unavailable =
      (service: string) =>
      (error: unknown): QueueStats => {
        if (error instanceof DomainError && error.code === ErrorCode.ServiceUnavailable)
          return { queue: service, counts: {}, failed: [], unavailable: true };
        throw error;
      };
    const [documents, seal, templates, notifications] = await Promise.all([
      this.rpc.request(DocumentsRpc.queueStats, {}, req.requestId).catch(unavailable('documents')),
      this.rpc
        .request(DocumentsRpc.sealQueueStats, {}, req.requestId)
        .catch((error: unknown): QueueStats | null => {
          if (error instanceof DomainError && error.code === ErrorCode.SigningDisabled) return null;
          return unavailable(SEAL_QUEUE)(error);
        }),
      this.rpc.request(TemplatesRpc.queueStats, {}, req.requestId).catch(unavailable('templates')),
      this.rpc.request(NotificationsRpc.queueStats, {}, req.requestId).catch(unavailable('notifications')),
    ]);
    return { queues: adminQueues({ documents, seal, templates, notifications }) };
  }
}
