import { IdentitySubjects } from '@avtalt/contracts';
import { createHealthController, createNatsClient, natsEndpoint, ormOptions } from '@avtalt/service-kit';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountLinksRepository } from './account-links/account-links.repository';
import { AccountLinksService } from './account-links/account-links.service';
import { AccountMailsService, NATS_CLIENT } from './account-links/account-mails.service';
import { AdminRoleRepository } from './admin/admin-role.repository';
import { AdminRoleService } from './admin/admin-role.service';
import { IDENTITY_CONFIG, type IdentityConfig } from './config/identity.config';
import { EidController } from './eid/eid.controller';
import { EidRepository } from './eid/eid.repository';
import { IdentityRetention } from './privacy/identity-retention';
import { EidService } from './eid/eid.service';
import { migrations } from './migrations';
import { PersonDataController } from './privacy/person-data.controller';
import { PersonDataRepository } from './privacy/person-data.repository';
import { PasswordService } from './users/password.service';
import { UserEntity } from './users/user.entity';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(
          ormOptions({ clientUrl: config.DATABASE_URL, entities: [UserEntity], migrations }),
        ),
      ],
      controllers: [
        UsersController,
        EidController,
        PersonDataController,
        createHealthController(IdentitySubjects.health, 'identity'),
      ],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        // Calls the notifications service (account mails: password reset, address confirmation).
        { provide: NATS_CLIENT, useFactory: () => createNatsClient(natsEndpoint(config), 'identity') },
        PasswordService,
        UsersRepository,
        AdminRoleRepository,
        AdminRoleService,
        {
          provide: AccountLinksRepository,
          useFactory: (em: EntityManager) => new AccountLinksRepository(em),
          inject: [EntityManager],
        },
        AccountMailsService,
        AccountLinksService,
        {
          provide: EidRepository,
          useFactory: (em: EntityManager) => new EidRepository(em),
          inject: [EntityManager],
        },
        EidService,
        UsersService,
        PersonDataRepository,
        IdentityRetention,
      ],
    };
  }
}
