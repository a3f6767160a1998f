import type { CatalogueVersions, ProjectionProgress } from '@sb/projectors';

/**
 * The catalogue's list versions, read again only when the read models have moved: the versions document is
 * written by the projection runner, which advances `progress` after each batch commits, so while the position
 * stays the same the versions read at it still hold. A hot poll then costs no read-store read.
 */
export const versionsByProgress = (read: () => Promise<CatalogueVersions>, progress: ProjectionProgress) => {
  let cached: { position: number; versions: CatalogueVersions } | undefined;
  return async (): Promise<CatalogueVersions> => {
    // Read before the versions: what the versions document holds is then at least as new as `position`.
    const position = await progress.position();
    if (cached?.position === position) return cached.versions;
    const versions = await read();
    cached = { position, versions };
    return versions;
  };
};
