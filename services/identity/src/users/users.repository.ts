import { ErrorCode, UserMessages } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserEntity } from './user.entity';

/**
 * One MikroORM context: the users it loaded are tracked, and {@link UsersRepository.save} writes what
 * changed in them. Inside {@link UsersRepository.transaction} it is the transaction. Services only hand it
 * back to a repository.
 */
export type UnitOfWork = EntityManager;

/** The fields of a new account; the rest take their defaults (user.entity.ts). */
export type NewUser = Pick<
  UserEntity,
  'firstName' | 'lastName' | 'username' | 'email' | 'passwordHash' | 'language'
>;

/**
 * Reads and writes of the `users` table through MikroORM. The users it returns are tracked by the unit
 * of work they were read in: a service changes their fields and calls {@link save}.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A fresh unit of work (no transaction): what it loads and saves is its own. */
  unitOfWork(): UnitOfWork {
    return this.em.fork();
  }

  /** Runs `work` in one transaction on a fresh unit of work, committed when it resolves. */
  transaction<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  async findById(id: string, uow: UnitOfWork = this.em.fork()): Promise<UserEntity | null> {
    return uow.findOne(UserEntity, { id });
  }

  /** The account, which must exist (MikroORM's NotFoundError when it does not). */
  async findByIdOrFail(id: string): Promise<UserEntity> {
    return this.em.fork().findOneOrFail(UserEntity, { id });
  }

  async findByEmail(email: string, uow: UnitOfWork = this.em.fork()): Promise<UserEntity | null> {
    return uow.findOne(UserEntity, { email });
  }

  /** The known accounts among `ids` (unknown ids are left out). */
  async findByIds(ids: readonly string[]): Promise<UserEntity[]> {
    return this.em.fork().find(UserEntity, { id: { $in: [...new Set(ids)] } });
  }

  /** Every account with the admin flag set. */
  async findAdmins(uow: UnitOfWork): Promise<UserEntity[]> {
    return uow.find(UserEntity, { isAdmin: true });
  }

  /** The account with its row locked until `tx` ends (parallel changes of it wait), or null. */
  async lock(tx: UnitOfWork, id: string): Promise<UserEntity | null> {
    return tx.findOne(UserEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The account whose username is `username` regardless of case, if any. */
  async findByUsername(uow: UnitOfWork, username: string): Promise<UserEntity | null> {
    return uow
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(u.username) = lower(?)', [username])
      .getSingleResult();
  }

  /** A new account in `uow`, written by the next {@link save}. */
  create(uow: UnitOfWork, user: NewUser): UserEntity {
    return uow.create(UserEntity, user);
  }

  /**
   * Writes what changed in the unit of work. The unique indexes catch what the friendly checks before it
   * missed in a race: a taken address or username is the same 409 as the check's.
   */
  async save(uow: UnitOfWork): Promise<void> {
    try {
      await uow.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const message = error.message.includes('users_email_unique')
          ? UserMessages.emailTaken
          : UserMessages.usernameTaken;
        throw new DomainError(ErrorCode.Conflict, message);
      }
      throw error;
    }
  }
}
