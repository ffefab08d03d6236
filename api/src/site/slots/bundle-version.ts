import { createHash } from 'node:crypto';

/**
 * A server bundle's version: a hash of its manifest, which names every chunk by its content hash
 * (the manifest's `buildVersion` is the package version, the same build after build).
 */
export function bundleVersion(manifestText: string): string {
  return createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
}
