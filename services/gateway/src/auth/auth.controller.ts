import {
  changePasswordBodySchema,
  ErrorCode,
  IdentityRpc,
  Messages,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  profileBodySchema,
  registerBodySchema,
  type ProfileReply,
  stopEmailChangeBodySchema,
  type User,
  UserMessages,
  verifyEmailBodySchema,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientKey } from '../http/client-key';
import { callerLanguage } from '../http/error-language';
import { EmailChangeLimiter, RegistrationLimiter } from '../http/rate-limits';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';
import { fullName, SessionService } from '../session/session.service';
import { AuthenticatedGuard, CurrentUserId } from './authenticated.guard';
import { KnownDeviceService, type RequestWithDevice } from './known-device.service';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordResetRateLimiter } from './password-reset-rate-limiter';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcService,
    private readonly sessions: SessionService,
    private readonly devices: KnownDeviceService,
    private readonly registrations: RegistrationLimiter,
    private readonly passwordResets: PasswordResetRateLimiter,
    private readonly limiter: LoginRateLimiter,
    private readonly emailChanges: EmailChangeLimiter,
  ) {}

  /** The account's address, whose login bucket a password check draws on. */
  private async accountEmail(req: Request, userId: string): Promise<string> {
    return (await this.rpc.request(IdentityRpc.getUser, { userId }, req.requestId)).email;
  }

  @Get('user')
  async user(@Req() req: Request): Promise<User> {
    const userId = req.session.userId;
    if (!userId) throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
    try {
      return await this.rpc.request(IdentityRpc.getUser, { userId }, req.requestId);
    } catch (error) {
      // The account is gone: the session is worthless.
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) {
        delete req.session.userId;
        throw new DomainError(ErrorCode.LoginRequired, Messages.unauthenticated);
      }
      throw error;
    }
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async login(@Req() req: RequestWithDevice, @Res({ passthrough: true }) res: Response): Promise<User> {
    const user = req.user as User;
    await this.sessions.logIn(req, user);
    await this.devices.remember(req, res, user);
    return user;
  }

  /** Rate-limited per IP (every well-formed attempt counts) before identity is asked. */
  @Post('register')
  @HttpCode(201)
  async register(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: unknown,
  ): Promise<User> {
    const input = parseInput(registerBodySchema, body);
    await this.registrations.reserve(clientKey(req.ip));
    // The account starts in the language the person registered in (docs/languages.md).
    const language = callerLanguage(req);
    const user = await this.rpc.request(IdentityRpc.register, { ...input, language }, req.requestId);
    await this.sessions.logIn(req, user);
    await this.devices.remember(req, res, user);
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.logOut(req, res);
  }

  /**
   * Names and picture at once; a new address (issue 31) only with `currentPassword`, checked under the
   * account's login limit, and then only asked for: it becomes the account's when the link mailed to it
   * is followed (`pendingEmailMasked` meanwhile). Review L5: at most EMAIL_CHANGE_MAX_PER_ACCOUNT new
   * addresses per window (429 past it, before the password is checked), and the answer is the same whether
   * or not the new address is another account's, `message` included.
   */
  @Put('profile')
  @UseGuards(AuthenticatedGuard)
  async profile(
    @Req() req: Request,
    @CurrentUserId() userId: string,
    @Body() body: unknown,
  ): Promise<ProfileReply> {
    const input = { ...parseInput(profileBodySchema, body), userId };
    const update = () => this.rpc.request(IdentityRpc.updateProfile, input, req.requestId);
    // Without a password identity changes no address (400 for a new one), so there is nothing to count.
    if (input.currentPassword === undefined) return this.withSessionName(req, await update());
    const accountEmail = await this.accountEmail(req, userId);
    const checked = () => this.limiter.guardPasswordCheck(accountEmail, update);
    if (input.email === accountEmail.toLowerCase()) return this.withSessionName(req, await checked());
    const user = await this.emailChanges.guard(userId, checked);
    return { ...this.withSessionName(req, user), message: UserMessages.emailChangeLinkSent };
  }

  /** The session keeps the name the caller acts under (chat, activity); a profile change may have changed it. */
  private withSessionName(req: Request, user: User): User {
    req.session.userName = fullName(user);
    return user;
  }

  /** Review M1: the current password is checked under the account's login limit (429 past it). */
  @Put('password')
  @HttpCode(204)
  @UseGuards(AuthenticatedGuard)
  async password(@Req() req: Request, @CurrentUserId() userId: string, @Body() body: unknown): Promise<void> {
    const input = { ...parseInput(changePasswordBodySchema, body), userId };
    await this.limiter.guardPasswordCheck(await this.accountEmail(req, userId), () =>
      this.rpc.request(IdentityRpc.changePassword, input, req.requestId),
    );
    await this.sessions.endOtherSessions(userId, req.sessionID);
    await this.devices.forgetOthers(req, userId);
  }

  /**
   * 'Glemt passord?' (issue 17): 202 `{accepted: true}` whether or not an account has the address (the
   * link goes only to an account's address). Rate-limited before identity is asked, per client and address
   * (review L6: a browser that has logged in to the account has a bucket of its own, so strangers asking for
   * the address cannot stop its owner's reset there). Past the address's ceiling over all clients the answer
   * is the same and identity is not asked: no mail, while the links already sent still work. The token is in
   * bodies only, never in a path, so the request log never holds one.
   */
  @Post('password-reset')
  @HttpCode(202)
  async requestPasswordReset(@Req() req: Request, @Body() body: unknown): Promise<{ accepted: true }> {
    const { email } = parseInput(passwordResetRequestBodySchema, body);
    const device = await this.devices.recognise(req, email);
    const reservation = await this.passwordResets.reserve({
      client: clientKey(req.ip),
      email,
      knownDeviceHash: device?.tokenHash ?? null,
    });
    if (!reservation.mail) return { accepted: true };
    try {
      return await this.rpc.request(IdentityRpc.requestPasswordReset, { email }, req.requestId);
    } catch (error) {
      // No link was made (identity or notifications down): the ceiling counts only links that went out,
      // so it never holds mails back while no live link is in the mailbox.
      await reservation.release();
      throw error;
    }
  }

  /** A new password from a reset link; then every session of the account ends and every known device is forgotten. */
  @Post('password-reset/confirm')
  @HttpCode(204)
  async confirmPasswordReset(@Req() req: Request, @Body() body: unknown): Promise<void> {
    const input = parseInput(passwordResetConfirmBodySchema, body);
    const { userId } = await this.rpc.request(IdentityRpc.resetPassword, input, req.requestId);
    await this.sessions.endAllSessions(userId);
    await this.devices.forgetAll(userId);
  }

  /**
   * The confirmation link of an address, opened while logged in as its account (401 logged out, 403 as
   * another account): the account as it is now (`emailVerified: true`).
   */
  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  verifyEmail(@Req() req: Request, @Body() body: unknown, @CurrentUserId() userId: string): Promise<User> {
    return this.rpc.request(
      IdentityRpc.verifyEmail,
      { ...parseInput(verifyEmailBodySchema, body), userId },
      req.requestId,
    );
  }

  /**
   * Issue 31: the link mailed to the old address when a new one was asked for stops the change (no login
   * needed); every session of the account ends, since whoever asked knew the password.
   */
  @Post('email-change/stop')
  @HttpCode(204)
  async stopEmailChange(@Req() req: Request, @Body() body: unknown): Promise<void> {
    const { userId } = await this.rpc.request(
      IdentityRpc.stopEmailChange,
      parseInput(stopEmailChangeBodySchema, body),
      req.requestId,
    );
    await this.sessions.endAllSessions(userId);
  }

  /** The logged-in account withdraws its waiting address change (409 when none waits). */
  @Delete('email-change')
  @UseGuards(AuthenticatedGuard)
  cancelEmailChange(@Req() req: Request, @CurrentUserId() userId: string): Promise<User> {
    return this.rpc.request(IdentityRpc.cancelEmailChange, { userId }, req.requestId);
  }

  /**
   * A new confirmation link: to the waiting new address when a change waits, else to the logged-in user's
   * address (409 when confirmed, 429 past the hourly limit).
   */
  @Post('verify-email/resend')
  @HttpCode(202)
  @UseGuards(AuthenticatedGuard)
  async resendVerification(
    @Req() req: Request,
    @CurrentUserId() userId: string,
  ): Promise<{ accepted: true }> {
    return this.rpc.request(IdentityRpc.requestEmailVerification, { userId }, req.requestId);
  }
}
