// The Kubernetes manifests (deploy/k8s, docs/operations.md "More than one machine"): the kustomize base and the
// production overlay are built here in plain TypeScript (./kustomize.ts), every object is validated against the
// Kubernetes schemas (kubernetes-models), and the things that decide whether the cluster works are checked: probes
// that name routes the services serve, autoscalers and disruption budgets that reach their pods, Services whose
// selectors and ports meet their pods', a gateway config generated from the one edge definition and pointed at
// those Services, a stop that outlasts the API's drain, and no database in the cluster. Run: npm run test:infra
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Registry } from 'prom-client';
import { loadConfig } from '../../api/src/config';
import healthRoutes from '../../api/src/features/health/routes';
import { DEFAULT_DRAIN_MS } from '../../api/src/http/drain';
import { metricsListenerConfig, startMetricsListener } from '../../api/src/metrics/listener';
import {
  GATEWAY_UPSTREAM_SERVICES,
  KUBERNETES_GATEWAY_FILE,
  KUBERNETES_GATEWAY_VARIABLES,
  MANIFEST_DIR,
  kubernetesGatewayConf,
} from '../../scripts/lib/kubernetesGateway';
import { hostNginxMainConf } from '../../scripts/lib/hostNginx';
import { repoRoot } from '../../scripts/lib/layout';
import { COMPOSER_METRICS_PATH, siteUrlFromEnv } from '../../render-service/src/renderServiceProtocol';
import { containersOf, kustomizeBuild, type K8sObject } from './kustomize';
import { children, findAll, locations, parseNginx } from './nginxConf';

const read = (rel: string) => readFileSync(path.join(repoRoot, rel), 'utf8');

/** Made outside the cluster and never kept in git (docs/operations.md says how): their names and keys. */
const EXTERNAL_SECRETS: Record<string, string[]> = {
  'kredi-database': ['DATABASE_URL'],
  'kredi-api': ['OTP_SECRET', 'NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER'],
  'kredi-remotes-storage': ['ACCESS_KEY_ID', 'SECRET_ACCESS_KEY'],
};

const MODELS: Record<string, { new (data: never): { validate(): void } }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
};

type Container = {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: Record<string, { name: string; key: string }> }>;
  readinessProbe?: { httpGet?: { path: string; port: number | string } };
  livenessProbe?: { httpGet?: { path: string; port: number | string } };
  startupProbe?: { httpGet?: { path: string; port: number | string } };
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean }>;
};
type PodSpec = {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
  volumes?: Array<{ name: string; configMap?: { name: string } }>;
};
type Workload = K8sObject & {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
};

const PROBES = ['readinessProbe', 'livenessProbe', 'startupProbe'] as const;

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

const deploymentsOf = (objects: K8sObject[]) => objects.filter((o): o is Workload => o.kind === 'Deployment');
const named = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const deployment = (objects: K8sObject[], name: string) => named(objects, 'Deployment', name) as Workload | undefined;

/** The container port a probe or Service names (by name or number), if the container has it. */
function portOf(container: Container, port: number | string | undefined): number | undefined {
  return container.ports?.find((p) => p.name === port || p.containerPort === port)?.containerPort;
}

/** A container's environment as the kubelet would set it (Secrets as stand-ins), with $(VAR) expanded. */
function envOf(container: Container, objects: K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of container.env ?? []) {
    const fromMap = entry.valueFrom?.configMapKeyRef;
    const fromSecret = entry.valueFrom?.secretKeyRef;
    if (fromMap) {
      const map = named(objects, 'ConfigMap', fromMap.name) as { data?: Record<string, string> } | undefined;
      env[entry.name] = map?.data?.[fromMap.key] ?? '';
    } else if (fromSecret) {
      env[entry.name] = fromSecret.key === 'DATABASE_URL' ? 'postgres://kredi:secret@db.example.internal:5432/kredi' : 'x'.repeat(40);
    } else {
      env[entry.name] = (entry.value ?? '').replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name: string) => env[name] ?? whole);
    }
  }
  return env;
}

/** Seconds a preStop hook waits (`sleep N`, exec or the native sleep action). */
function preStopSeconds(container: Container): number | undefined {
  const hook = container.lifecycle?.preStop;
  if (hook?.sleep) return hook.sleep.seconds;
  const command = hook?.exec?.command;
  return command?.[0] === 'sleep' ? Number(command[1]) : undefined;
}

/** The grace close-with-grace gives the drain before it exits anyway (api/src/server.ts: `delay: drainMs + N`). */
function closeWithGraceMarginMs(): number {
  const found = /closeWithGrace\(\{ delay: drainMs \+ ([\d_]+) \}/.exec(read('api/src/server.ts'));
  assert.ok(found, "api/src/server.ts: the close-with-grace delay is no longer `drainMs + N`; update this test's drain check");
  return Number(found[1]!.replaceAll('_', ''));
}

/** The gateway's nginx template: the generated ConfigMap its Deployment mounts at /etc/nginx/templates. */
function gatewayTemplateOf(objects: K8sObject[]): string | undefined {
  const gateway = deployment(objects, 'gateway');
  const container = gateway?.spec.template.spec.containers.find((c) => c.name === 'gateway');
  const mount = container?.volumeMounts?.find((m) => m.mountPath === '/etc/nginx/templates');
  const volume = gateway?.spec.template.spec.volumes?.find((v) => v.name === mount?.name);
  const map = volume?.configMap && (named(objects, 'ConfigMap', volume.configMap.name) as { data?: Record<string, string> } | undefined);
  return map?.data?.['default.conf.template'];
}

/** Everything wrong with a build; empty when the cluster would run it as intended. */
function problemsOf(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const deployments = deploymentsOf(objects);

  for (const object of objects) {
    const id = `${object.kind} ${object.metadata.name}`;
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!Model) {
      problems.push(`${id}: ${object.apiVersion} ${object.kind} is not a kind these manifests use`);
      continue;
    }
    try {
      new Model(structuredClone(object) as never).validate();
    } catch (error) {
      problems.push(`${id}: not valid against the Kubernetes schema: ${(error as Error).message}`);
    }
    if (object.kind === 'Secret') problems.push(`${id}: a Secret in the manifests (secrets never go into git)`);
  }

  for (const d of deployments) {
    const id = `Deployment ${d.metadata.name}`;
    const pod = d.spec.template.spec;
    if (!matches(d.spec.selector.matchLabels, d.spec.template.metadata.labels))
      problems.push(`${id}: its selector does not match its pods`);
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${id}: pods may run as root (runAsNonRoot)`);
    if (
      !objects.some(
        (o) =>
          o.kind === 'PodDisruptionBudget' && matches((o.spec as Workload['spec']).selector?.matchLabels, d.spec.template.metadata.labels),
      )
    ) {
      problems.push(`${id}: no PodDisruptionBudget covers its pods`);
    }
    for (const c of pod.containers) {
      const cid = `${id} container ${c.name}`;
      if (/postgres/i.test(c.image)) problems.push(`${cid}: a database in the cluster (PostgreSQL is external)`);
      for (const probe of PROBES) {
        const get = c[probe]?.httpGet;
        if (!c[probe] && probe !== 'startupProbe') problems.push(`${cid}: has no ${probe}`);
        if (get && portOf(c, get.port) === undefined) problems.push(`${cid}: ${probe} port ${get.port} is none of its ports`);
      }
      for (const kind of ['requests', 'limits'] as const) {
        for (const resource of ['cpu', 'memory']) {
          if (!c.resources?.[kind]?.[resource]) problems.push(`${cid}: no ${resource} ${kind}`);
        }
      }
      const security = c.securityContext;
      if (security?.allowPrivilegeEscalation !== false) problems.push(`${cid}: allowPrivilegeEscalation is not false`);
      if (security?.readOnlyRootFilesystem !== true) problems.push(`${cid}: the root filesystem is writable`);
      if (!security?.capabilities?.drop?.includes('ALL')) problems.push(`${cid}: capabilities are not all dropped`);
      const wait = preStopSeconds(c);
      if (wait === undefined) problems.push(`${cid}: no preStop wait (the pod would stop before leaving the Service)`);
      else if ((pod.terminationGracePeriodSeconds ?? 30) <= wait) problems.push(`${cid}: the grace period ends before the preStop wait`);
      for (const entry of c.env ?? []) {
        const fromMap = entry.valueFrom?.configMapKeyRef;
        const fromSecret = entry.valueFrom?.secretKeyRef;
        if (
          fromMap &&
          (named(objects, 'ConfigMap', fromMap.name) as { data?: Record<string, string> } | undefined)?.data?.[fromMap.key] === undefined
        ) {
          problems.push(`${cid}: ${entry.name} reads ConfigMap ${fromMap.name} key ${fromMap.key}, which the build does not have`);
        }
        if (fromSecret && !EXTERNAL_SECRETS[fromSecret.name]?.includes(fromSecret.key)) {
          problems.push(
            `${cid}: ${entry.name} reads Secret ${fromSecret.name} key ${fromSecret.key}, not one docs/operations.md says to create`,
          );
        }
      }
    }
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap && !named(objects, 'ConfigMap', volume.configMap.name))
        problems.push(`${id}: volume ${volume.name} names a missing ConfigMap`);
    }
  }

  for (const o of objects) {
    const id = `${o.kind} ${o.metadata.name}`;
    if (o.kind === 'HorizontalPodAutoscaler') {
      const ref = (o.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
      const target = ref.kind === 'Deployment' ? deployment(objects, ref.name) : undefined;
      if (!target) problems.push(`${id}: targets no Deployment of the build (${ref.kind} ${ref.name})`);
      else if (target.spec.replicas !== undefined)
        problems.push(`${id}: Deployment ${ref.name} sets replicas, which each apply would reset under the autoscaler`);
    }
    if (o.kind === 'PodDisruptionBudget') {
      const selector = (o.spec as { selector?: { matchLabels?: Record<string, string> } }).selector?.matchLabels;
      if (!deployments.some((d) => matches(selector, d.spec.template.metadata.labels)))
        problems.push(`${id}: selects no pod of any Deployment`);
    }
    if (o.kind === 'Service') {
      const spec = o.spec as {
        selector?: Record<string, string>;
        ports: Array<{ name?: string; port: number; targetPort?: number | string }>;
      };
      const selected = deployments.filter((d) => matches(spec.selector, d.spec.template.metadata.labels));
      if (selected.length === 0) problems.push(`${id}: its selector selects no pod of any Deployment`);
      for (const d of selected) {
        for (const port of spec.ports) {
          const target = port.targetPort ?? port.port;
          if (!d.spec.template.spec.containers.some((c) => portOf(c, target) !== undefined)) {
            problems.push(`${id}: port ${port.port} targets ${target}, which Deployment ${d.metadata.name}'s pods do not open`);
          }
        }
      }
    }
  }
  problems.push(...networkProblems(objects));
  for (const name of ['api', 'render']) {
    if (
      !objects.some(
        (o) => o.kind === 'HorizontalPodAutoscaler' && (o.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === name,
      )
    ) {
      problems.push(`Deployment ${name}: no HorizontalPodAutoscaler`);
    }
  }

  problems.push(...apiProblems(objects), ...renderProblems(objects), ...gatewayProblems(objects));
  return problems;
}

type PolicyPeer = { podSelector?: { matchLabels?: Record<string, string> }; namespaceSelector?: unknown };
type Policy = K8sObject & {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes?: string[];
    ingress?: Array<{ from?: PolicyPeer[]; ports?: Array<{ port?: number | string }> }>;
  };
};

/** Who may reach which pod: compose's networks, as NetworkPolicies. */
function networkProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const deployments = deploymentsOf(objects);
  const policies = objects.filter((o): o is Policy => o.kind === 'NetworkPolicy');
  const podsOf = (selector: { matchLabels?: Record<string, string> } | undefined) =>
    deployments.filter((d) => matches(selector?.matchLabels, d.spec.template.metadata.labels));
  for (const d of deployments) {
    const covering = policies.filter((p) => podsOf(p.spec.podSelector).includes(d) && p.spec.policyTypes?.includes('Ingress'));
    if (covering.length === 0) problems.push(`Deployment ${d.metadata.name}: no NetworkPolicy limits who reaches it`);
  }
  for (const policy of policies) {
    const id = `NetworkPolicy ${policy.metadata.name}`;
    const targets = podsOf(policy.spec.podSelector);
    if (targets.length === 0) problems.push(`${id}: selects no pod of any Deployment`);
    for (const rule of policy.spec.ingress ?? []) {
      for (const peer of rule.from ?? []) {
        if (peer.podSelector && podsOf(peer.podSelector).length === 0) problems.push(`${id}: lets in pods no Deployment makes`);
      }
      for (const { port } of rule.ports ?? []) {
        for (const d of targets) {
          if (!d.spec.template.spec.containers.some((c) => portOf(c, port) !== undefined)) {
            problems.push(`${id}: port ${port} is none of Deployment ${d.metadata.name}'s`);
          }
        }
        // The gateway proxies pages and the API only; metrics are for Prometheus (compose: not on its network).
        const fromGateway = rule.from?.some((peer) => podsOf(peer.podSelector).some((d) => d.metadata.name === 'gateway'));
        if ((rule.from === undefined || fromGateway) && port === 'metrics')
          problems.push(`${id}: the gateway (or anyone) reaches a metrics port`);
      }
    }
  }
  return problems;
}

function apiProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const api = deployment(objects, 'api');
  const c = api?.spec.template.spec.containers.find((x) => x.name === 'api');
  if (!api || !c) return ['Deployment api: missing, or without its api container'];
  const env = envOf(c, objects);
  const config = loadConfig(env);
  if (portOf(c, 'http') !== config.port)
    problems.push(`Deployment api: listens on ${config.port} (PORT), its http port says ${portOf(c, 'http')}`);
  const metrics = metricsListenerConfig(env);
  if (!metrics || metrics.port !== portOf(c, 'metrics') || metrics.host !== '0.0.0.0') {
    problems.push('Deployment api: the metrics listener (METRICS_PORT, METRICS_HOST 0.0.0.0) is not on its metrics port');
  }
  if (!c.env?.some((e) => e.name === 'DATABASE_URL' && e.valueFrom?.secretKeyRef?.name === 'kredi-database')) {
    problems.push('Deployment api: DATABASE_URL does not come from the Secret kredi-database');
  }
  if (c.readinessProbe?.httpGet?.path !== '/api/health' || portOf(c, c.readinessProbe.httpGet.port) !== config.port) {
    problems.push('Deployment api: readiness is not GET /api/health on the API port');
  }
  if (c.livenessProbe?.httpGet?.path === '/api/health') {
    problems.push('Deployment api: liveness on /api/health would restart every replica while the database is down');
  }
  // The stop: the preStop wait until no gateway resolves the pod any more, then the drain inside close-with-grace's limit.
  const drainMs = Number(env.API_DRAIN_MS ?? DEFAULT_DRAIN_MS);
  const wait = preStopSeconds(c) ?? 0;
  const grace = api.spec.template.spec.terminationGracePeriodSeconds ?? 30;
  if (grace * 1000 < wait * 1000 + drainMs + closeWithGraceMarginMs()) {
    problems.push(
      `Deployment api: terminationGracePeriodSeconds ${grace} is shorter than the preStop wait (${wait} s) and the drain with its limit`,
    );
  }
  const template = gatewayTemplateOf(objects);
  const valid = template && /resolver [^;]* valid=(\d+)s/.exec(template);
  if (valid && wait < Number(valid[1])) {
    problems.push(`Deployment api: the preStop wait (${wait} s) is shorter than the gateway's DNS refresh (${valid[1]} s)`);
  }
  return problems;
}

function renderProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const c = deployment(objects, 'render')?.spec.template.spec.containers.find((x) => x.name === 'render');
  if (!c) return ['Deployment render: missing, or without its render container'];
  const env = envOf(c, objects);
  if (Number(env.RENDER_PORT) !== portOf(c, 'http')) problems.push('Deployment render: RENDER_PORT is not its http port');
  if (Number(env.RENDER_METRICS_PORT) !== portOf(c, 'metrics'))
    problems.push('Deployment render: RENDER_METRICS_PORT is not its metrics port');
  for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
    if (c[probe]?.httpGet?.path !== COMPOSER_METRICS_PATH || portOf(c, c[probe].httpGet.port) !== Number(env.RENDER_PORT)) {
      problems.push(`Deployment render: ${probe} is not the composer's ${COMPOSER_METRICS_PATH} on its page port`);
    }
  }
  try {
    siteUrlFromEnv(env);
  } catch (error) {
    problems.push(`Deployment render: ${(error as Error).message}`);
  }
  const gateway = named(objects, 'Service', 'gateway') as { spec: { ports: Array<{ port: number }> } } | undefined;
  const origin = new URL(env.COMPOSER_ORIGIN ?? 'http://missing');
  if (origin.hostname !== 'gateway' || !gateway?.spec.ports.some((p) => p.port === Number(origin.port || 80))) {
    problems.push('Deployment render: COMPOSER_ORIGIN is not the gateway Service');
  }
  return problems;
}

function gatewayProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const gateway = deployment(objects, 'gateway');
  const c = gateway?.spec.template.spec.containers.find((x) => x.name === 'gateway');
  const template = gatewayTemplateOf(objects);
  if (!gateway || !c || !template) return ['Deployment gateway: missing, or without its config mounted at /etc/nginx/templates'];
  if (template !== kubernetesGatewayConf())
    problems.push('Deployment gateway: its config is not the one generated from the edge definition');
  const env = envOf(c, objects);
  const filter = new RegExp(env.NGINX_ENVSUBST_FILTER ?? '^$');
  const used = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]!));
  for (const name of used) {
    const provided = name === 'NGINX_LOCAL_RESOLVERS' ? env.NGINX_ENTRYPOINT_LOCAL_RESOLVERS : env[name];
    if (provided === undefined) problems.push(`Deployment gateway: the template uses \${${name}}, which its environment does not set`);
    if (!filter.test(name)) problems.push(`Deployment gateway: NGINX_ENVSUBST_FILTER leaves \${${name}} unsubstituted`);
  }
  for (const name of KUBERNETES_GATEWAY_VARIABLES)
    if (!used.has(name)) problems.push(`Deployment gateway: the template no longer uses ${name}`);
  for (const [name, value] of Object.entries(env)) {
    if (filter.test(name) && !used.has(name) && name !== 'NGINX_ENVSUBST_FILTER' && name !== 'NGINX_ENTRYPOINT_LOCAL_RESOLVERS') {
      problems.push(`Deployment gateway: ${name}=${value} matches the filter but the template does not use it`);
    }
  }
  const namespace = gateway.metadata.namespace ?? 'default';
  if (env.GATEWAY_SERVICE_DOMAIN !== `${namespace}.svc.cluster.local`) {
    problems.push(
      `Deployment gateway: GATEWAY_SERVICE_DOMAIN ${env.GATEWAY_SERVICE_DOMAIN} is not its namespace's (${namespace}.svc.cluster.local)`,
    );
  }
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(env.REMOTES_ORIGIN_HOST ?? ''))
    problems.push(`Deployment gateway: REMOTES_ORIGIN_HOST "${env.REMOTES_ORIGIN_HOST}" is not a host name`);

  // The manifest and the canary's files: read where the mirror beside nginx writes the storage's manifest/.
  const manifestMount = c.volumeMounts?.find((m) => m.mountPath === MANIFEST_DIR);
  const mirror = gateway.spec.template.spec.containers.find(
    (x) => x !== c && x.volumeMounts?.some((m) => m.name === manifestMount?.name && !m.readOnly),
  );
  if (!template.includes(MANIFEST_DIR)) problems.push(`Deployment gateway: the config no longer reads ${MANIFEST_DIR}`);
  if (!manifestMount || !mirror) problems.push(`Deployment gateway: no mirror writes the manifest where nginx reads it (${MANIFEST_DIR})`);

  // nginxConf.ts reads `{14}` in a bare regex as a block: quantifiers are set aside before parsing.
  const tree = parseNginx(template.replace(/(?<=[\])])\{(\d+(?:,\d*)?)\}/g, '<$1>'));
  // Every upstream in the cluster names a headless Service (each ready pod a peer) on a port it has.
  for (const upstream of findAll(tree, 'upstream')) {
    for (const server of children(upstream, 'server')) {
      const found = /^([a-z0-9-]+)\.\$\{GATEWAY_SERVICE_DOMAIN\}:(\d+)$/.exec(server.args[0]!);
      if (!found) {
        // The one server outside the namespace: the remotes' origin.
        if (server.args[0] !== '${REMOTES_ORIGIN_HOST}:443')
          problems.push(`gateway upstream ${upstream.args[0]}: ${server.args[0]} is no Service here`);
        continue;
      }
      const [, name, port] = found;
      const service = named(objects, 'Service', name!) as { spec: { clusterIP?: string; ports: Array<{ port: number }> } } | undefined;
      if (!service) problems.push(`gateway upstream ${upstream.args[0]}: no Service ${name}`);
      else if (!service.spec.ports.some((p) => p.port === Number(port)))
        problems.push(`gateway upstream ${upstream.args[0]}: Service ${name} has no port ${port}`);
      else if (service.spec.clusterIP !== 'None') problems.push(`gateway upstream ${upstream.args[0]}: Service ${name} is not headless`);
      if (GATEWAY_UPSTREAM_SERVICES[name as keyof typeof GATEWAY_UPSTREAM_SERVICES] !== Number(port)) {
        problems.push(`gateway upstream ${upstream.args[0]}: ${name}:${port} is not in GATEWAY_UPSTREAM_SERVICES`);
      }
    }
  }
  const server = findAll(tree, 'server').find((d) => d.block);
  const listen = Number(children(server, 'listen')[0]?.args[0]);
  if (portOf(c, 'http') !== listen) problems.push(`Deployment gateway: nginx listens on ${listen}, its http port is ${portOf(c, 'http')}`);
  for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
    const path = c[probe]?.httpGet?.path;
    if (!server || !locations(server).has(`= ${path}`))
      problems.push(`Deployment gateway: ${probe} path ${path} is no location of the gateway`);
  }

  const shell = deployment(objects, 'shell')?.spec.template.spec.containers[0];
  const shellServer = findAll(parseNginx(read('deploy/static/shell.conf')), 'server')[0];
  if (!shell || portOf(shell, 'http') !== Number(children(shellServer, 'listen')[0]?.args[0]))
    problems.push("Deployment shell: its http port is not shell.conf's listen");
  for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
    const path = shell?.[probe]?.httpGet?.path;
    if (!shellServer || !locations(shellServer).has(`= ${path}`))
      problems.push(`Deployment shell: ${probe} path ${path} is no location of shell.conf`);
  }
  return problems;
}

const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

const BUILDS = { base: 'deploy/k8s/base', production: 'deploy/k8s/overlays/production' } as const;
const built = Object.fromEntries(Object.entries(BUILDS).map(([name, dir]) => [name, kustomizeBuild(path.join(repoRoot, dir))])) as Record<
  keyof typeof BUILDS,
  K8sObject[]
>;

describe('Kubernetes manifests', () => {
  test("the gateway's config is what scripts/generate-k8s-gateway.ts writes (run it after changing the edge)", () => {
    assert.equal(
      read(KUBERNETES_GATEWAY_FILE),
      kubernetesGatewayConf(),
      `${KUBERNETES_GATEWAY_FILE} is out of date: npx tsx scripts/generate-k8s-gateway.ts`,
    );
  });

  for (const name of Object.keys(BUILDS) as Array<keyof typeof BUILDS>) {
    test(`${name}: valid against the Kubernetes schemas, and every check holds`, () => {
      assert.deepEqual(problemsOf(built[name]), []);
    });
  }

  test('production: the namespace, the release images, the public origin and the remotes origin from the overlay', () => {
    const objects = built.production;
    assert.ok(objects.every((o) => o.metadata.namespace === 'kredi'));
    for (const c of deploymentsOf(objects).flatMap((d) => containersOf(d) as Container[])) {
      assert.match(
        c.image,
        /^(registry\.kredi\.example\.com\/kredi-platform\/(api|render|shell):\d{4}\.\d+\.\d+|nginx:1\.27-alpine|rclone\/rclone:[\d.]+)$/,
      );
    }
    const gateway = deployment(objects, 'gateway')!.spec.template.spec.containers[0]!;
    assert.equal(envOf(gateway, objects).REMOTES_ORIGIN_HOST, 'remotes-cdn.kredi.example.com');
    assert.equal((named(objects, 'Service', 'gateway')!.spec as { type: string }).type, 'LoadBalancer');
  });

  test("nginx accepts the gateway's config as the production pod renders it", { skip: hasNginx ? false : 'nginx is not installed' }, () => {
    const objects = built.production;
    const env = envOf(deployment(objects, 'gateway')!.spec.template.spec.containers[0]!, objects);
    const filter = new RegExp(env.NGINX_ENVSUBST_FILTER!);
    const dir = mkdtempSync(path.join(tmpdir(), 'kredi-k8s-nginx-'));
    try {
      for (const sub of ['tmp', 'cache', 'log', 'deploy']) mkdirSync(path.join(dir, sub));
      // The image's entrypoint substitutes the filter's variables only (the DNS server from the pod's resolv.conf).
      const rendered = gatewayTemplateOf(objects)!.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) =>
        filter.test(name) ? (name === 'NGINX_LOCAL_RESOLVERS' ? '127.0.0.1' : (env[name] ?? '')) : whole,
      );
      // What this host's nginx cannot have: `resolve` and shared zones for it (1.27.3), the cluster's names, the pod's folders.
      const conf = rendered
        .replace(/^\s*zone \S+ \S+;$/gm, '')
        .replaceAll(' resolve', '')
        .replace(/server [a-z0-9.-]+:\d+/g, `server unix:${dir}/absent.sock`)
        .replace('listen 80 default_server;', `listen unix:${dir}/gateway.sock;`)
        .replaceAll('/var/cache/nginx/', `${dir}/cache/`)
        .replaceAll('/var/log/nginx/', `${dir}/log/`)
        .replaceAll('/usr/share/nginx/deploy', `${dir}/deploy`);
      writeFileSync(path.join(dir, 'gateway.conf'), conf);
      writeFileSync(path.join(dir, 'nginx.conf'), hostNginxMainConf(dir, path.join(dir, 'gateway.conf')));
      const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      assert.equal(check.status, 0, check.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the probes name what the API and the render service serve', async () => {
    const api = deployment(built.production, 'api')!.spec.template.spec.containers[0]!;
    const app = Fastify();
    app.decorate('db', {} as never);
    await app.register(healthRoutes);
    await app.ready();
    assert.ok(app.hasRoute({ method: 'GET', url: api.readinessProbe!.httpGet!.path }), 'the API serves its readiness path');
    await app.close();

    // Liveness on the metrics listener the API starts with this environment.
    const env = envOf(api, built.production);
    const listener = await startMetricsListener(new Registry(), { ...metricsListenerConfig(env)!, host: '127.0.0.1', port: 0 });
    try {
      const answer = await fetch(`http://127.0.0.1:${listener.address.port}${api.livenessProbe!.httpGet!.path}`);
      assert.equal(answer.status, 200, 'the metrics listener answers the liveness path');
    } finally {
      await new Promise((resolve) => listener.server.close(resolve));
    }
    const render = read('render-service/src/renderService.ts');
    assert.match(
      render,
      /if \(url === COMPOSER_METRICS_PATH\) \{\n\s+res\.writeHead\(200/,
      'the render service answers its probe path with 200',
    );
  });

  test('the builder refuses what kustomize would refuse or it does not know, rather than skipping it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kredi-kustomize-'));
    try {
      const kustomization = (text: string) => writeFileSync(path.join(dir, 'kustomization.yaml'), text);
      writeFileSync(path.join(dir, 'outside.conf'), 'x');
      mkdirSync(path.join(dir, 'app'));
      writeFileSync(path.join(dir, 'app', 'kustomization.yaml'), 'configMapGenerator:\n  - name: c\n    files: [../outside.conf]\n');
      assert.throws(() => kustomizeBuild(path.join(dir, 'app')), /outside .*load restrictor/);
      kustomization('commonLabels: { a: b }\n');
      assert.throws(() => kustomizeBuild(dir), /field commonLabels is not supported/);
      kustomization('resources: []\npatches:\n  - path: p.yaml\n    target: { kind: Deployment, name: api }\n');
      writeFileSync(path.join(dir, 'p.yaml'), 'spec: { replicas: 2 }\n');
      assert.throws(() => kustomizeBuild(dir), /strategic-merge patches are not supported/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the checks fail on broken manifests', () => {
    const broken = (change: (objects: K8sObject[]) => void) => {
      const objects = structuredClone(built.production);
      change(objects);
      return problemsOf(objects).join('\n');
    };
    const apiPod = (objects: K8sObject[]) => deployment(objects, 'api')!.spec.template.spec;
    assert.match(
      broken((o) => delete apiPod(o).containers[0]!.livenessProbe),
      /container api: has no livenessProbe/,
    );
    assert.match(
      broken(
        (o) =>
          ((named(o, 'HorizontalPodAutoscaler', 'render')!.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name = 'renderer'),
      ),
      /HorizontalPodAutoscaler render: targets no Deployment/,
    );
    assert.match(
      broken(
        (o) => ((named(o, 'Service', 'api')!.spec as { selector: Record<string, string> }).selector = { 'app.kubernetes.io/name': 'apı' }),
      ),
      /Service api: its selector selects no pod/,
    );
    assert.match(
      broken(
        (o) => ((named(o, 'PodDisruptionBudget', 'gateway')!.spec as { selector: unknown }).selector = { matchLabels: { app: 'gateway' } }),
      ),
      /Deployment gateway: no PodDisruptionBudget covers its pods/,
    );
    assert.match(
      broken((o) => (apiPod(o).containers[0]!.ports![0]!.containerPort = '8090' as never)),
      /Deployment api: not valid against the Kubernetes schema: .*containerPort must be integer/,
    );
    assert.match(
      broken((o) => (apiPod(o).terminationGracePeriodSeconds = 15)),
      /terminationGracePeriodSeconds 15 is shorter/,
    );
    assert.match(
      broken((o) => (apiPod(o).containers[0]!.readinessProbe!.httpGet!.port = 'metrics')),
      /readiness is not GET \/api\/health on the API port/,
    );
    assert.match(
      broken((o) => {
        const env = deployment(o, 'gateway')!.spec.template.spec.containers[0]!.env!;
        env.splice(
          env.findIndex((e) => e.name === 'REMOTES_ORIGIN_HOST'),
          1,
        );
      }),
      /uses \$\{REMOTES_ORIGIN_HOST\}, which its environment does not set/,
    );
    assert.match(
      broken((o) => ((named(o, 'Service', 'render')!.spec as { ports: Array<{ port: number }> }).ports[0]!.port = 3001)),
      /gateway upstream render: Service render has no port 3000/,
    );
    assert.match(
      broken((o) => o.splice(o.indexOf(named(o, 'NetworkPolicy', 'api')!), 1)),
      /Deployment api: no NetworkPolicy limits who reaches it/,
    );
    assert.match(
      broken((o) => (named(o, 'NetworkPolicy', 'render')!.spec as Policy['spec']).ingress![0]!.ports!.push({ port: 'metrics' })),
      /NetworkPolicy render: the gateway \(or anyone\) reaches a metrics port/,
    );
    assert.match(
      broken((o) => deployment(o, 'gateway')!.spec.template.spec.containers.splice(1, 1)),
      /no mirror writes the manifest where nginx reads it/,
    );
    assert.match(
      broken((o) => (deployment(o, 'gateway')!.metadata.namespace = 'other')),
      /GATEWAY_SERVICE_DOMAIN kredi\.svc\.cluster\.local is not its namespace's/,
    );
  });
});
