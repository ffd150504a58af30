/**
 * A local RFC 3161 timestamp authority for the tests: Debian's `openssl ts -reply` behind a small Node
 * HTTP handler on a free port, with a throwaway CA and a TSA certificate (extendedKeyUsage critical
 * timeStamping, a CRL distribution point on the same handler: `GET /crl`, the CA's CRL made by
 * `openssl ca -gencrl`) made by openssl in a temporary directory. `delayMs` makes it slow (a TSA that does
 * not answer in time must fail the seal).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestTsa {
  url: string;
  /** The throwaway CA (PEM file) that issued the TSA certificate: `openssl ts -verify -CAfile`. */
  caFile: string;
  tsaCertFile: string;
  /** The CA's CRL (DER) as `GET /crl` serves it. */
  crlFile: string;
  /** CRL downloads so far. */
  crlRequests: number;
  /** Requests answered so far. */
  requests: number;
  /** Milliseconds to wait before answering (0: at once). */
  delayMs: number;
  stop(): Promise<void>;
}

const openssl = (args: string[], cwd: string) =>
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

/** The CA, the TSA key and certificate, and `openssl ts`'s configuration in a new temporary directory. */
function makeAuthority(dir: string, crlUrl: string): void {
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Avtalt test-CA/O=Avtalt test',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.csr',
      '-subj',
      '/CN=Avtalt test-TSA/O=Avtalt test',
    ],
    dir,
  );
  writeFileSync(
    path.join(dir, 'tsa.ext'),
    `basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,timeStamping\ncrlDistributionPoints=URI:${crlUrl}\n`,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'tsa.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'tsa.pem',
      '-days',
      '2',
      '-extfile',
      'tsa.ext',
    ],
    dir,
  );
  writeFileSync(path.join(dir, 'tsaserial'), '01\n');
  writeFileSync(path.join(dir, 'index.txt'), '');
  writeFileSync(path.join(dir, 'crlnumber'), '01\n');
  writeFileSync(
    path.join(dir, 'ca.cnf'),
    [
      '[ ca ]',
      'default_ca = test_ca',
      '[ test_ca ]',
      `dir = ${dir}`,
      'database = $dir/index.txt',
      'crlnumber = $dir/crlnumber',
      'certificate = $dir/ca.pem',
      'private_key = $dir/ca.key',
      'default_md = sha256',
      'default_crl_days = 2',
      '',
    ].join('\n'),
  );
  openssl(['ca', '-gencrl', '-config', 'ca.cnf', '-out', 'crl.pem'], dir);
  openssl(['crl', '-in', 'crl.pem', '-outform', 'DER', '-out', 'crl.der'], dir);
  writeFileSync(
    path.join(dir, 'ts.cnf'),
    [
      '[ tsa ]',
      'default_tsa = test_tsa',
      '[ test_tsa ]',
      `dir = ${dir}`,
      'serial = $dir/tsaserial',
      'crypto_device = builtin',
      'signer_cert = $dir/tsa.pem',
      'certs = $dir/ca.pem',
      'signer_key = $dir/tsa.key',
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.55555.1.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = yes',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
}

/** `openssl ts -reply` for one query (files in the authority's directory; the serial file is openssl's). */
function reply(dir: string, query: Buffer): Promise<Buffer> {
  const id = randomUUID();
  const queryFile = path.join(dir, `${id}.tsq`);
  const replyFile = path.join(dir, `${id}.tsr`);
  writeFileSync(queryFile, query);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'openssl',
      ['ts', '-reply', '-config', path.join(dir, 'ts.cnf'), '-queryfile', queryFile, '-out', replyFile],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) return reject(new Error(`openssl ts -reply exited with ${code}: ${stderr}`));
        resolve(readFileSync(replyFile));
      } catch (error) {
        reject(error);
      } finally {
        rmSync(queryFile, { force: true });
        rmSync(replyFile, { force: true });
      }
    });
  });
}

export async function startTestTsa(): Promise<TestTsa> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-tsa-'));
  // Answers later than `tsa` is defined below (the handler runs per request).
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/crl') {
      tsa.crlRequests++;
      res.writeHead(200, { 'Content-Type': 'application/pkix-crl' }).end(readFileSync(tsa.crlFile));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.headers['content-type'] !== 'application/timestamp-query') {
          res.writeHead(400).end();
          return;
        }
        if (tsa.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, tsa.delayMs));
        try {
          const answer = await reply(dir, Buffer.concat(chunks));
          tsa.requests++;
          if (!res.destroyed)
            res.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(answer);
        } catch {
          if (!res.destroyed) res.writeHead(500).end();
        }
      })();
    });
  });
  const tsa: TestTsa = {
    url: '',
    caFile: path.join(dir, 'ca.pem'),
    tsaCertFile: path.join(dir, 'tsa.pem'),
    crlFile: path.join(dir, 'crl.der'),
    crlRequests: 0,
    requests: 0,
    delayMs: 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  makeAuthority(dir, `${origin}/crl`);
  tsa.url = `${origin}/tsa`;
  return tsa;
}

/** `openssl ts -verify` of a token (DER) over `data`, trusting the test CA: its output and whether it verified. */
export function opensslVerifyToken(
  tsa: TestTsa,
  token: Buffer,
  data: Buffer,
): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'avtalt-tsv-'));
  try {
    writeFileSync(path.join(dir, 'token.der'), token);
    writeFileSync(path.join(dir, 'data.bin'), data);
    const output = execFileSync(
      'openssl',
      [
        'ts',
        '-verify',
        '-token_in',
        '-in',
        'token.der',
        '-data',
        'data.bin',
        '-CAfile',
        tsa.caFile,
        '-untrusted',
        tsa.tsaCertFile,
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { ok: /Verification: OK/.test(output), output };
  } catch (error) {
    return {
      ok: false,
      output:
        String((error as { stdout?: string; stderr?: string }).stdout ?? '') +
        String((error as { stderr?: string }).stderr ?? ''),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
