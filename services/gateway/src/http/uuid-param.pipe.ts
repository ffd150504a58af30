import { ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';

const uuid = z.uuid();

/** Whether a path segment is an id the API takes (a UUID). */
export function isUuidParam(value: string): boolean {
  return uuid.safeParse(value).success;
}

/** Path ids are UUIDs; anything else is a 400 before any service is asked. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuidParam(value)) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Ugyldig id i adressen', [
        { path: 'id', message: 'Må være en UUID' },
      ]);
    }
    return value;
  }
}
