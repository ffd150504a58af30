import {
  IdentityRpc,
  LANGUAGE_COOKIE,
  type Language,
  languageBodySchema,
  type User,
} from '@avtalt/contracts';
import { Body, Controller, Inject, Put, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { parseInput } from '../http/parse-input';
import { RpcService } from '../rpc/rpc.service';
import { AuthenticatedGuard, CurrentUserId } from './authenticated.guard';

/** A year: the choice outlives a session. */
const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Sets the cookie the web app (and later the gateway's own pages) read the language from. Not a secret. */
export function setLanguageCookie(res: Response, language: Language, secure: boolean): void {
  res.cookie(LANGUAGE_COOKIE, language, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_MS,
  });
}

/**
 * The account's language (docs/languages.md): `PUT /api/auth/language {language}` stores it on the account
 * (identity) and in the `avtalt_lang` cookie, so that the next visit on this device starts in it too. A
 * visitor's choice lives in the cookie only, written by the web app.
 */
@Controller('auth')
export class LanguageController {
  constructor(
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Put('language')
  @UseGuards(AuthenticatedGuard)
  async setLanguage(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUserId() userId: string,
    @Body() body: unknown,
  ): Promise<User> {
    const { language } = parseInput(languageBodySchema, body);
    const user = await this.rpc.request(IdentityRpc.setLanguage, { userId, language }, req.requestId);
    setLanguageCookie(res, user.language, this.config.COOKIE_SECURE);
    return user;
  }
}
