import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import { AdminRoleService } from './admin/admin-role.service';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config/identity.config';

const config = loadIdentityConfig();
runMicroservice({
  name: 'identity',
  config,
  module: AppModule.register(config),
  // ADMIN_EMAILS may have changed since the last start: revoke the flags it no longer allows.
  afterMigrate: async (app) => {
    await app.get(AdminRoleService).revokeUnentitled();
  },
});
