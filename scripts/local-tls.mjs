// A throwaway certificate for 127.0.0.1, so the measurements (scripts/perf.mjs) load the site over
// https and HTTP/2, as visitors do behind the TLS terminator (deploy/README.md), and not over the
// plain HTTP/1.1 the rendered server speaks on loopback. Chromium trusts it by its public key's
// hash (--ignore-certificate-errors-spki-list), for that browser run only.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Creates the key and certificate (openssl, valid a day); `remove()` deletes them. */
export function createLocalCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'greendrop-tls-'));
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    { stdio: 'ignore' },
  );
  const spki = createHash('sha256')
    .update(createPublicKey(readFileSync(certificate)).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    certificate,
    key,
    /** The Chromium flag that trusts this certificate. */
    chromeFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
