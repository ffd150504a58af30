import { TemplatesRpc, type Topic } from '@avtalt/contracts';
import { Controller, Get } from '@nestjs/common';
import { RpcService } from '../rpc/rpc.service';

/** Public topic lists of the home page (end-user spec §7). */
@Controller('topics')
export class TopicsController {
  constructor(private readonly rpc: RpcService) {}

  @Get()
  list(): Promise<Topic[]> {
    return this.rpc.request(TemplatesRpc.listPublicTopics, {});
  }

  @Get('featured')
  featured(): Promise<Topic[]> {
    return this.rpc.request(TemplatesRpc.listFeaturedTopics, {});
  }
}
