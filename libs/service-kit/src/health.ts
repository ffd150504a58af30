import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import type { ServiceHealthReply } from '@avtalt/contracts';

/**
 * A controller answering the service's health subject: the service is up when it answers at all,
 * and reports whether its database answers too.
 */
export function createHealthController(subject: string, service: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly orm: MikroORM) {}

    @MessagePattern(subject)
    async health(): Promise<ServiceHealthReply> {
      const database = await this.orm.em
        .getConnection()
        .execute('select 1')
        .then(() => 'ok' as const)
        .catch(() => 'down' as const);
      return { service, status: database === 'ok' ? 'ok' : 'down', database };
    }
  }
  return HealthController;
}
