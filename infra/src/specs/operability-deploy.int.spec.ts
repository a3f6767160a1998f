import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '@sb/platform';
import { composeValidator, readComposeFile } from '../deploy-checks/compose-schema.js';
import { isPinnedImage, lintDockerfile, REQUIRED_IGNORES } from '../deploy-checks/dockerfile-rules.js';
import { parseDockerfile, stagesOf } from '../deploy-checks/dockerfile.js';
import { nginxPresent, nginxTest } from '../deploy-checks/nginx-test.js';
import { repoRootFromInfra } from '../web/index.js';

const root = repoRootFromInfra();
const deploy = join(root, 'infra', 'deploy');
const compose = readComposeFile(join(deploy, 'docker-compose.yml'));
const validateCompose = composeValidator(join(deploy, 'schema', 'compose-spec.schema.json'));

/** Every Dockerfile in the repository (named Dockerfile or Dockerfile.<x>, its .dockerignore left out). */
const dockerfiles = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ['node_modules', '.git', 'dist', '.turbo'].includes(entry.name) ? [] : dockerfiles(join(dir, entry.name));
    return /^Dockerfile(\.[\w-]+)?$/.test(entry.name) && !entry.name.endsWith('.dockerignore')
      ? [join(dir, entry.name)]
      : [];
  });

const NODE_SERVICES = ['command-api', 'query-api', 'projectors', 'relay'];

describe('infra/deploy/docker-compose.yml', () => {
  it('is valid against the Compose Specification JSON schema', () => {
    expect(validateCompose(compose)).toEqual([]);
  });

  it('the schema check can fail: an unknown condition and an unknown service key are refused', () => {
    const broken = structuredClone(compose);
    broken.services.gateway!.depends_on = { 'query-api': { condition: 'service_ready' } };
    broken.services.relay!.healthcheck_url = '/health';
    const errors = validateCompose(broken).map((error) => error.instancePath);
    expect(errors).toContain('/services/gateway/depends_on/query-api/condition');
    expect(errors).toContain('/services/relay');
  });

  it('starts in readiness order: every Node service probes /health/ready and the gateway waits for both APIs', () => {
    for (const name of NODE_SERVICES) {
      const test = JSON.stringify((compose.services[name]!.healthcheck as { test: unknown }).test);
      expect(test, name).toContain('/health/ready');
    }
    expect(compose.services.gateway!.depends_on).toMatchObject({
      'command-api': { condition: 'service_healthy' },
      'query-api': { condition: 'service_healthy' },
    });
    expect(compose.services.projectors!.depends_on).toMatchObject({ relay: { condition: 'service_healthy' } });
  });

  it('builds only targets the Dockerfile has', () => {
    const stages = new Set(
      stagesOf(parseDockerfile(readFileSync(join(deploy, 'Dockerfile'), 'utf8'))).map((s) => s.name),
    );
    const targets = Object.values(compose.services)
      .map((service) => (service.build as { target?: string } | undefined)?.target)
      .filter((target): target is string => target !== undefined);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(stages, target).toContain(target);
  });
});

describe('the Dockerfiles', () => {
  it('every one passes the rules: pinned base images, non-root USER, HEALTHCHECK, no secret in a layer', () => {
    const files = dockerfiles();
    expect(files.map((file) => relative(root, file))).toContain('infra/deploy/Dockerfile');
    for (const file of files) expect(lintDockerfile(readFileSync(file, 'utf8')), relative(root, file)).toEqual([]);
  });

  it('keep local secrets out of the build context', () => {
    const ignored = readFileSync(join(deploy, 'Dockerfile.dockerignore'), 'utf8').split('\n');
    for (const pattern of REQUIRED_IGNORES) expect(ignored).toContain(pattern);
  });

  it('the rules find what they look for', () => {
    const findings = lintDockerfile(
      [
        'FROM node:20 AS build',
        'ARG NPM_TOKEN',
        'COPY .env ./',
        'FROM nginx:latest AS site',
        'ENV SESSION_SECRET=abc \\',
        '    PORT=8080',
        'COPY --from=build /app /srv',
        'FROM node:20.19.5-bookworm-slim AS worker',
        'USER root',
        'HEALTHCHECK NONE',
      ].join('\n'),
    );
    expect(findings.map(({ rule, line }) => [rule, line])).toEqual([
      ['pinned-base-image', 1],
      ['no-secrets', 2],
      ['no-secrets', 3],
      ['pinned-base-image', 4],
      ['no-secrets', 5],
      ['non-root-user', 0],
      ['healthcheck', 0],
      ['non-root-user', 9],
      ['healthcheck', 0],
    ]);
    expect(isPinnedImage('nginx@sha256:' + 'a'.repeat(64))).toBe(true);
    expect(isPinnedImage('prom/prometheus:v3.5.0')).toBe(true);
    expect(isPinnedImage('mongo:7.0')).toBe(false);
  });
});

describe('infra/deploy/grafana dashboard', () => {
  it('charts only series the services expose', async () => {
    const dashboard = JSON.parse(
      readFileSync(join(deploy, 'grafana', 'dashboards', 'sportsbook-operations.json'), 'utf8'),
    ) as { panels: { targets?: { expr: string }[] }[] };
    const exposed = new Set(
      (await createMetrics().registry.getMetricsAsJSON()).flatMap((metric) =>
        String(metric.type) === 'histogram'
          ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`]
          : [metric.name],
      ),
    );
    const charted = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).flatMap(({ expr }) => expr.match(/\b(sb|process|nodejs)_[a-z0-9_]+\b/g) ?? []),
    );
    expect(charted.length).toBeGreaterThan(15);
    for (const series of charted) expect(exposed, series).toContain(series);
  });
});

describe.skipIf(!nginxPresent())('infra/deploy/nginx (nginx -t, where nginx is installed)', () => {
  for (const conf of ['gateway.conf', 'shell-site.conf', 'remote-site.conf']) {
    it(`${conf} passes nginx -t`, () => {
      const result = nginxTest(join(deploy, 'nginx', conf));
      expect(result.output).toMatch(/test is successful/);
      expect(result.status).toBe(0);
    });
  }
});
