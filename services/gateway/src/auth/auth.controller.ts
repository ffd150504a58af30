import {
  changePasswordBodySchema,
  ErrorCode,
  IdentityRpc,
  Messages,
  profileBodySchema,
  registerBodySchema,
  type User,
} from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Body, Controller, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';
import { fullName, SessionService } from '../session/session.service';
import { AuthenticatedGuard, CurrentUserId } from './authenticated.guard';
import { KnownDeviceService, type RequestWithDevice } from './known-device.service';
import { LocalAuthGuard } from './local-auth.guard';
import { RegistrationRateLimiter } from './registration-rate-limiter';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcService,
    private readonly sessions: SessionService,
    private readonly devices: KnownDeviceService,
    private readonly registrations: RegistrationRateLimiter,
  ) {}

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
  async register(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body() body: unknown): Promise<User> {
    const input = parseInput(registerBodySchema, body);
    await this.registrations.reserve(req.ip ?? 'unknown');
    const user = await this.rpc.request(IdentityRpc.register, input, req.requestId);
    await this.sessions.logIn(req, user);
    await this.devices.remember(req, res, user);
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.logOut(req, res);
  }

  @Put('profile')
  @UseGuards(AuthenticatedGuard)
  async profile(@Req() req: Request, @CurrentUserId() userId: string, @Body() body: unknown): Promise<User> {
    const user = await this.rpc.request(
      IdentityRpc.updateProfile,
      {
        ...parseInput(profileBodySchema, body),
        userId,
      },
      req.requestId,
    );
    req.session.userName = fullName(user);
    return user;
  }

  @Put('password')
  @HttpCode(204)
  @UseGuards(AuthenticatedGuard)
  async password(@Req() req: Request, @CurrentUserId() userId: string, @Body() body: unknown): Promise<void> {
    await this.rpc.request(
      IdentityRpc.changePassword,
      {
        ...parseInput(changePasswordBodySchema, body),
        userId,
      },
      req.requestId,
    );
    await this.sessions.endOtherSessions(userId, req.sessionID);
    await this.devices.forgetOthers(req, userId);
  }
}
