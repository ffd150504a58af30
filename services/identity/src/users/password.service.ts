import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration:
 * m=19 MiB, t=2, p=1.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordService {
  /** A hash of a random password, verified against when the e-mail is unknown so both paths take as long. */
  private readonly decoy: Promise<string> = argon2.hash('decoy-password-never-used', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
