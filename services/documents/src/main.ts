import 'reflect-metadata';
import { runMicroservice } from '@avtalt/service-kit';
import path from 'node:path';
import { AppModule } from './app.module';
import { loadDocumentsConfig } from './config/documents.config';
import { certificateSource } from './seal/seal.rules';
import { type LoadedCertificate, loadCertificate } from './seal/signing-certificate';

const config = loadDocumentsConfig();
// The platform certificate before anything starts: production without SIGNING_P12, an unreadable file
// or a wrong passphrase stop the service with one clear line (docs/signing.md).
const source = certificateSource(config, path.join);
let certificate: LoadedCertificate | null = null;
try {
  if (source.kind === 'refused') throw new Error(source.reason);
  if (source.kind !== 'off') certificate = loadCertificate(source);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
runMicroservice({ name: 'documents', config, module: AppModule.register(config, certificate) });
