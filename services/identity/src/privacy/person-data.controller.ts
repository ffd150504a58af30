import { ForgetRpc, PersonDataRpc } from '@avtalt/contracts';
import { parseOrThrow } from '@avtalt/service-kit';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PersonDataRepository } from './person-data.repository';

/**
 * The account's data for its owner's export, and forgetting it when they delete it (asked by the privacy service
 * only: docs/nats-permissions.md).
 */
@Controller()
export class PersonDataController {
  constructor(private readonly data: PersonDataRepository) {}

  @MessagePattern(PersonDataRpc.identity.subject)
  personData(@Payload() payload: unknown) {
    return this.data.of(parseOrThrow(PersonDataRpc.identity.request, payload).userId);
  }

  /** The names and addresses to find the person by, before the account is forgotten (privacy only). */
  @MessagePattern(ForgetRpc.identitySubject.subject)
  subject(@Payload() payload: unknown) {
    return this.data.subject(parseOrThrow(ForgetRpc.identitySubject.request, payload).userId);
  }

  /** Forgets the account: the person deleted it, with their password (privacy only). */
  @MessagePattern(ForgetRpc.identity.subject)
  forget(@Payload() payload: unknown) {
    return this.data.forget(parseOrThrow(ForgetRpc.identity.request, payload).userId);
  }
}
