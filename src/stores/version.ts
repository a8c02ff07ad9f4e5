import type { VersionInfo } from '../domain/model';
import { provider } from './current-provider';

/** The version string and hash of the adapter in use. */
export async function versionInfo(): Promise<VersionInfo> {
  return (await provider()).getVersion();
}
