import { parseDockerfile, stagesOf, type Instruction, type Stage } from './dockerfile.js';

export type Finding = { rule: string; line: number; message: string };

/** An image pinned to a digest, or to a tag with a full version (1.27.5-alpine, 20.19.5-bookworm-slim, v3.5.0). */
export const isPinnedImage = (image: string) => {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([^/:]+)$/.exec(image)?.[1];
  return tag !== undefined && /^v?\d+\.\d+\.\d+([-.].*)?$/.test(tag);
};

const SECRET_NAME = /(SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIALS?)/i;
const SECRET_FILE =
  /(^|\/)(\.env(\.[\w-]+)?|[\w.-]+\.(pem|key|p12|pfx)|id_(rsa|ed25519|ecdsa)|session-secret|\.npmrc)$/;

/** Stages no other stage builds on or copies from: what ships (a compose build target or the default image). */
const shippedStages = (stages: readonly Stage[]) => {
  const used = new Set<string>();
  for (const stage of stages) {
    used.add(stage.from);
    for (const { keyword, args } of stage.instructions) {
      const from = /--from=(\S+)/.exec(args)?.[1];
      if ((keyword === 'COPY' || keyword === 'ADD') && from) used.add(from);
    }
  }
  return stages.filter((stage) => !used.has(stage.name));
};

const declaredNames = (instruction: Instruction) =>
  instruction.args
    .split(/\s+/)
    .map((pair) => /^([A-Za-z_][\w]*)(=(.*))?$/.exec(pair))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[1]!, value: match[3] }));

/**
 * The rules that matter for this stack's images: base images pinned, every shipped stage running as a non-root
 * USER with a HEALTHCHECK, no secret in ENV or ARG (a value is baked into the image's layers and history), and
 * no secret file copied in.
 */
export const lintDockerfile = (text: string): Finding[] => {
  const stages = stagesOf(parseDockerfile(text));
  const stageNames = new Set(stages.map((stage) => stage.name));
  const findings: Finding[] = [];
  parseDockerfile(text).forEach((instruction) => {
    const { keyword, args, line } = instruction;
    if (keyword === 'FROM') {
      const image = args.split(/\s+/).find((word) => !word.startsWith('--')) ?? '';
      if (!stageNames.has(image) && !isPinnedImage(image))
        findings.push({ rule: 'pinned-base-image', line, message: `${image} is not pinned to a full version` });
    }
    if (keyword === 'ENV' || keyword === 'ARG') {
      for (const { name } of declaredNames(instruction).filter(({ name }) => SECRET_NAME.test(name)))
        findings.push({ rule: 'no-secrets', line, message: `${keyword} ${name} would keep a secret in the image` });
    }
    if (keyword === 'COPY' || keyword === 'ADD') {
      const sources = args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources.filter((s) => SECRET_FILE.test(s)))
        findings.push({ rule: 'no-secrets', line, message: `${keyword} ${source} copies a secret into a layer` });
    }
  });
  for (const stage of shippedStages(stages)) {
    const users = stage.instructions.filter((i) => i.keyword === 'USER');
    const user = users.at(-1)?.args.split(':')[0];
    if (user === undefined || user === 'root' || user === '0')
      findings.push({
        rule: 'non-root-user',
        line: users.at(-1)?.line ?? 0,
        message: `stage ${stage.name} runs as ${user ?? 'root (no USER)'}`,
      });
    if (!stage.instructions.some((i) => i.keyword === 'HEALTHCHECK' && !/^NONE\b/i.test(i.args)))
      findings.push({ rule: 'healthcheck', line: 0, message: `stage ${stage.name} has no HEALTHCHECK` });
  }
  return findings;
};

/** Patterns a .dockerignore must hold so that local secrets never reach the build context. */
export const REQUIRED_IGNORES = ['**/.env*', 'data', '**/session-secret'];
