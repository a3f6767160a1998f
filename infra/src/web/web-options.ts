import { join } from 'node:path';

/** One separately built and deployed micro-frontend. */
export type RemoteDeployment = {
  /** Federation name, as the shell asks for it: 'mf_casino'. */
  name: string;
  /** Its folder in the repository and its URL segment under /remotes/: 'mf-casino'. */
  folder: string;
  /** Where its built files are. */
  distDir: string;
  /** What /remotes.json tells the shell; its own files on this server unless overridden. */
  manifestUrl: string;
};

export type WebOptions = {
  shellDistDir: string;
  remotes: RemoteDeployment[];
};

const REMOTE_FOLDERS = ['mf-sportsbook', 'mf-casino', 'mf-admin'] as const;

/** 'mf-casino' -> 'REMOTE_URL_MF_CASINO': the variable that points the shell at another deployment of it. */
export function remoteUrlVariable(folder: string): string {
  return `REMOTE_URL_${folder.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The web part of the embedded stack: the shell's dist at /, each remote's dist under /remotes/<folder>/.
 * REMOTE_URL_MF_SPORTSBOOK / _MF_CASINO / _MF_ADMIN make /remotes.json point a remote elsewhere (another
 * host, a newer version, or a dead server in the failure test) without rebuilding anything.
 */
export function readWebOptions(env: NodeJS.ProcessEnv, repoRoot: string): WebOptions {
  return {
    shellDistDir: join(repoRoot, 'shell', 'dist'),
    remotes: REMOTE_FOLDERS.map((folder) => ({
      name: folder.replace(/-/g, '_'),
      folder,
      distDir: join(repoRoot, folder, 'dist'),
      manifestUrl: env[remoteUrlVariable(folder)] || `/remotes/${folder}/mf-manifest.json`,
    })),
  };
}

/** The body of /remotes.json, read by the shell at start. */
export type RemotesManifestBody = { remotes: { name: string; entry: string }[] };

export function remotesManifest({ remotes }: WebOptions): RemotesManifestBody {
  return { remotes: remotes.map(({ name, manifestUrl }) => ({ name, entry: manifestUrl })) };
}
