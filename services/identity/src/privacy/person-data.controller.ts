import { PersonDataRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PersonDataRepository } from './person-data.repository';

/** The account's data for its owner's export (asked by the privacy service only: docs/nats-permissions.md). */
@Controller()
export class PersonDataController {
  constructor(private readonly data: PersonDataRepository) {}

  @MessagePattern(PersonDataRpc.identity.subject)
  personData(@Payload() payload: unknown) {
    return this.data.of(parseOrThrow(PersonDataRpc.identity.request, payload).userId);
  }
}
