import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import path from 'node:path';
import { AppModule } from './app.module';
import { loadDocumentsConfig } from './config/documents.config';
import { PrinterModule } from './printer/printer.module';
import { roleRefusal } from './printer/printer.rules';
import { certificateSource } from './seal/seal.rules';
import { type LoadedCertificate, loadCertificate } from './seal/signing-certificate';

const config = loadDocumentsConfig();

/** Security review L7: the seal key and the browser are never in one process in production. */
function refuseRoleOrExit(): void {
  const refusal = roleRefusal(config);
  if (!refusal) return;
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
/**
 * The platform certificate before anything starts: production without SIGNING_P12, an unreadable file
 * or a wrong passphrase stop the service with one clear line (docs/signing.md).
 */
function loadCertificateOrExit(): LoadedCertificate | null {
  const source = certificateSource(config, path.join);
  try {
    if (source.kind === 'refused') throw new Error(source.reason);
    return source.kind === 'off' ? null : loadCertificate(source);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return process.exit(1);
  }
}
if (config.DOCUMENTS_ROLE === 'printer') {
  refuseRoleOrExit();
  // Prints for the documents processes (PDF_PRINTER=nats): the browser, without the key, the database or Redis.
  runMicroservice({
    name: 'documents',
    config,
    module: PrinterModule.register(config),
    withoutDatabase: true,
  });
} else {
  // The certificate's own refusals first (production without SIGNING_P12), then where the browser runs.
  const certificate = loadCertificateOrExit();
  refuseRoleOrExit();
  runMicroservice({ name: 'documents', config, module: AppModule.register(config, certificate) });
}
