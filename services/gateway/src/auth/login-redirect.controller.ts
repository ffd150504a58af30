import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { safeReturnPath } from '../http/safe-return-path';

/** `GET /api/login?returnTo=` sends the browser to the login page; only same-origin paths survive. */
@Controller('login')
export class LoginRedirectController {
  @Get()
  redirect(@Query('returnTo') returnTo: unknown, @Res() res: Response): void {
    const path = safeReturnPath(returnTo);
    res.redirect(302, path ? `/auth?returnTo=${encodeURIComponent(path)}` : '/auth');
  }
}
