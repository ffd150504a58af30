import {
  invitationsBodySchema,
  mailLogQuerySchema,
  notificationPreferencesBodySchema,
  NotificationsRpc,
  unsubscribeMessageSchema,
  type InvitationsReply,
  type MailLogReply,
  type NotificationPreferences,
  type UnsubscribeDescription,
} from '@avtalt/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AdminGuard } from '../auth/actor.guard';
import { AuthenticatedGuard, CurrentUserId } from '../auth/authenticated.guard';
import { parseInput } from '../http/parse-input';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';

/**
 * The HTTP face of the notifications service (issue 17): invitations by e-mail, the caller's mail
 * preferences, one-click unsubscribe links and the admins' mail log. Every body and query is validated
 * here with its contract (400 in Norwegian) before the service is asked; the service's errors keep their
 * codes (http-status.table.ts: the daily invitation limit is RATE_LIMITED → 429).
 */
@Controller()
export class NotificationsController {
  constructor(private readonly rpc: RpcService) {}

  /** A participant sends the share link to 1–20 addresses; 202: queued, not yet delivered. */
  @Post('agreements/:id/invitations')
  @HttpCode(202)
  @UseGuards(AuthenticatedGuard)
  invite(
    @Req() req: Request,
    @Param('id', UuidParamPipe) agreementId: string,
    @Body() body: unknown,
  ): Promise<InvitationsReply> {
    const input = parseInput(invitationsBodySchema, body);
    return this.rpc.request(
      NotificationsRpc.sendInvitations,
      { caller: callerOf(req), agreementId, body: input },
      req.requestId,
    );
  }

  @Get('auth/notifications')
  @UseGuards(AuthenticatedGuard)
  preferences(@Req() req: Request, @CurrentUserId() userId: string): Promise<NotificationPreferences> {
    return this.rpc.request(NotificationsRpc.getPreferences, { userId }, req.requestId);
  }

  /** Changes the given switches; the answer holds all of them. */
  @Put('auth/notifications')
  @UseGuards(AuthenticatedGuard)
  setPreferences(
    @Req() req: Request,
    @CurrentUserId() userId: string,
    @Body() body: unknown,
  ): Promise<NotificationPreferences> {
    const input = parseInput(notificationPreferencesBodySchema, body);
    return this.rpc.request(NotificationsRpc.setPreferences, { userId, body: input }, req.requestId);
  }

  /**
   * What an unsubscribe link stops (the kind and the masked address). No session: the token is the
   * permission. The request log shows the path without the token (logged-path.rules.ts).
   */
  @Get('unsubscribe/:token')
  describeUnsubscribe(@Req() req: Request, @Param('token') token: string): Promise<UnsubscribeDescription> {
    return this.rpc.request(
      NotificationsRpc.describeUnsubscribe,
      parseInput(unsubscribeMessageSchema, { token }),
      req.requestId,
    );
  }

  /**
   * Stops it: the page's 'Meld av' button, and RFC 8058 one-click (`List-Unsubscribe-Post`), which a
   * mail provider's server POSTs form-encoded (`List-Unsubscribe=One-Click`) without a cookie or an
   * Origin. The body is not read (any or none is accepted) and the origin check lets this path through
   * (origin-check.middleware.ts): a forged request can only do what the link's holder may do anyway.
   */
  @Post('unsubscribe/:token')
  @HttpCode(200)
  unsubscribe(@Req() req: Request, @Param('token') token: string): Promise<UnsubscribeDescription> {
    return this.rpc.request(
      NotificationsRpc.unsubscribe,
      parseInput(unsubscribeMessageSchema, { token }),
      req.requestId,
    );
  }

  /** The mail log for admins: newest first, optionally one state; the addresses masked, never a body. */
  @Get('admin/mails')
  @UseGuards(AdminGuard)
  mails(@Req() req: Request, @Query() query: unknown): Promise<MailLogReply> {
    return this.rpc.request(
      NotificationsRpc.listMails,
      { query: parseInput(mailLogQuerySchema, query) },
      req.requestId,
    );
  }
}
