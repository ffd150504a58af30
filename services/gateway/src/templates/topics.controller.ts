import { TemplatesRpc, type Topic } from '@avtalt/contracts';
import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RpcService } from '../rpc/rpc.service';

/** Public topic lists of the home page (end-user spec §7). */
@Controller('topics')
export class TopicsController {
  constructor(private readonly rpc: RpcService) {}

  @Get()
  list(@Req() req: Request): Promise<Topic[]> {
    return this.rpc.request(TemplatesRpc.listPublicTopics, {}, req.requestId);
  }

  @Get('featured')
  featured(@Req() req: Request): Promise<Topic[]> {
    return this.rpc.request(TemplatesRpc.listFeaturedTopics, {}, req.requestId);
  }
}
