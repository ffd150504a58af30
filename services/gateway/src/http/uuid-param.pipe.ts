import { ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';

const uuid = z.uuid();

/** Path ids are UUIDs; anything else is a 400 before any service is asked. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!uuid.safeParse(value).success) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Ugyldig id i adressen', [
        { path: 'id', message: 'Må være en UUID' },
      ]);
    }
    return value;
  }
}
