// The Kubernetes manifests (infra/k8s) checked against the code: every service of
// scripts/lib/services.mjs has a Deployment and a Service, each Deployment's environment is exactly
// what the service's config schema reads (and parses with it), probes hit the operations endpoint,
// autoscalers and disruption budgets are where docs/operations.md says. Rendered by kustomize-render.ts,
// and by `kubectl kustomize` too where kubectl is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { z } from 'zod';
import { agreementsConfigSchema } from '../../services/agreements/src/config/agreements.config';
import { chatConfigSchema } from '../../services/chat/src/config/chat.config';
import { documentsConfigSchema } from '../../services/documents/src/config/documents.config';
import { roleRefusal } from '../../services/documents/src/printer/printer.rules';
import { gatewayConfigSchema } from '../../services/gateway/src/config/gateway.config';
import { identityConfigSchema } from '../../services/identity/src/config/identity.config';
import { notificationsConfigSchema } from '../../services/notifications/src/config/notifications.config';
import { privacyConfigSchema } from '../../services/privacy/src/config/privacy.config';
import { templatesConfigSchema } from '../../services/templates/src/config/templates.config';
import {
  type K8sObject,
  type Obj,
  readYamlDocuments,
  renderKustomization,
  strategicMerge,
} from './kustomize-render';
import { parseShutdownGrace } from '../../libs/service-kit/src/shutdown.rules';

const here = __dirname;
const repo = path.resolve(here, '../..');
const overlays = ['local', 'production'] as const;
type Overlay = (typeof overlays)[number];

/** The process list `npm start` uses (ESM, so read by a node child process). */
const servicesList = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./scripts/lib/services.mjs'); console.log(JSON.stringify([...m.backendServices.map((s) => s.name), m.gateway.name]))",
    ],
    { cwd: repo, encoding: 'utf8' },
  ),
) as string[];

const schemas: Record<string, z.ZodObject> = {
  identity: identityConfigSchema,
  templates: templatesConfigSchema,
  agreements: agreementsConfigSchema,
  documents: documentsConfigSchema,
  chat: chatConfigSchema,
  notifications: notificationsConfigSchema,
  privacy: privacyConfigSchema,
  gateway: gatewayConfigSchema as unknown as z.ZodObject,
};

/** Read by every process outside its config schema: the image's CMD (SERVICE) and the operations endpoint (service-kit). */
const OPERATIONS_KEYS = new Set(['SERVICE', 'METRICS_PORT', 'METRICS_HOST', 'SHUTDOWN_GRACE_MS']);
/** The shared decision on operations ports (docs/operations.md). */
const METRICS_PORTS: Record<string, number> = {
  gateway: 9464,
  identity: 9465,
  templates: 9466,
  agreements: 9467,
  documents: 9468,
  chat: 9469,
  notifications: 9470,
  privacy: 9471,
};
const SCALED_OUT = ['gateway', 'agreements', 'documents', 'chat'];

/** The runtime stage's ENV of infra/docker/Dockerfile: what every container has before the manifests add anything. */
function imageEnv(): Record<string, string> {
  const dockerfile = readFileSync(path.join(repo, 'infra/docker/Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
  const env: Record<string, string> = {};
  for (const line of runtime.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [k, v] = pair.split('=');
      env[k] = v;
    }
  }
  return env;
}

/** The Secret the production overlay leaves to the operator: its keys from secrets.env.example. */
function operatorSecret(): Record<string, string> {
  const text = readFileSync(path.join(here, 'overlays/production/secrets.env.example'), 'utf8');
  const data: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (match) data[match[1]] = match[2];
  }
  return data;
}

/** The typed model of each kind the manifests use (kubernetes-models: the Kubernetes OpenAPI schema). */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

const rendered = Object.fromEntries(
  overlays.map((o) => [o, renderKustomization(path.join(here, 'overlays', o))]),
) as Record<Overlay, K8sObject[]>;
const ofKind = (o: Overlay, kind: string) => rendered[o].filter((r) => r.kind === kind);
const find = (o: Overlay, kind: string, name: string) =>
  rendered[o].find((r) => r.kind === kind && r.metadata.name === name);
const podSpec = (d: K8sObject) => ((d.spec as Obj).template as Obj).spec as Obj;
const container = (d: K8sObject) => (podSpec(d).containers as Obj[])[0];
const avtaltDeployments = (o: Overlay) =>
  ofKind(o, 'Deployment').filter((d) => d.metadata.labels?.['app.kubernetes.io/part-of'] === 'avtalt');

/** ConfigMap/Secret data as the pod sees it. */
function source(o: Overlay, kind: 'ConfigMap' | 'Secret', name: string): Record<string, string> | undefined {
  const r = find(o, kind, name);
  if (r)
    return {
      ...((r.data as Record<string, string>) ?? {}),
      ...((r.stringData as Record<string, string>) ?? {}),
    };
  if (o === 'production' && kind === 'Secret' && name === 'avtalt-secrets') return operatorSecret();
  return undefined;
}

/** The environment one Deployment's container runs with: the manifest's part, and with the image's ENV. */
function containerEnv(
  o: Overlay,
  d: K8sObject,
): { manifest: Record<string, string>; full: Record<string, string> } {
  const c = container(d);
  const manifest: Record<string, string> = {};
  for (const from of (c.envFrom as Obj[]) ?? []) {
    const ref = (from.configMapRef ?? from.secretRef) as { name: string };
    const data = source(o, from.configMapRef ? 'ConfigMap' : 'Secret', ref.name);
    if (!data) throw new Error(`${d.metadata.name}: envFrom ${ref.name} is not in the ${o} overlay`);
    Object.assign(manifest, data);
  }
  for (const e of (c.env as Obj[]) ?? []) {
    const name = e.name as string;
    if ('value' in e) manifest[name] = String(e.value);
    else {
      const vf = e.valueFrom as Obj;
      const ref = (vf.secretKeyRef ?? vf.configMapKeyRef) as { name: string; key: string };
      const data = source(o, vf.secretKeyRef ? 'Secret' : 'ConfigMap', ref.name);
      if (!data || !(ref.key in data))
        throw new Error(
          `${d.metadata.name}: ${name} refers to ${ref.name}/${ref.key}, not in the ${o} overlay`,
        );
      manifest[name] = data[ref.key];
    }
  }
  return { manifest, full: { ...imageEnv(), ...manifest } };
}

/** Keys of a schema whose absence fails it (no default, not optional). */
const requiredKeys = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([k]) => k);
/** A URL on this machine (the local infrastructure's defaults), not a name in the cluster. */
const isLoopback = (value: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
};
/** Keys whose default is the local infrastructure on loopback: in a cluster they must be set. */
const loopbackDefaultKeys = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => {
      const parsed = (field as z.ZodType).safeParse(undefined);
      return parsed.success && typeof parsed.data === 'string' && isLoopback(parsed.data);
    })
    .map(([k]) => k);

describe('the kustomize renderer (the kustomize semantics the manifests rely on)', () => {
  it('merges containers and env by name, replaces other lists, removes keys set to null', () => {
    const target = {
      spec: {
        containers: [
          {
            name: 'a',
            env: [
              { name: 'X', value: '1' },
              { name: 'Y', value: '2' },
            ],
            args: ['p', 'q'],
          },
        ],
        keep: 1,
        drop: 2,
      },
    };
    const patch = {
      spec: {
        containers: [
          {
            name: 'a',
            env: [
              { name: 'Y', value: '3' },
              { name: 'Z', value: '4' },
            ],
            args: ['r'],
          },
        ],
        drop: null,
      },
    };
    expect(strategicMerge(target, patch)).toEqual({
      // What `kubectl kustomize` (kustomize v5.5.0) made of the same base and patch: the patch's items first.
      spec: {
        containers: [
          {
            name: 'a',
            env: [
              { name: 'Y', value: '3' },
              { name: 'Z', value: '4' },
              { name: 'X', value: '1' },
            ],
            args: ['r'],
          },
        ],
        keep: 1,
      },
    });
  });

  it('applies the overlays: the local Secret replaced, the production placeholder deleted, images set', () => {
    expect(source('local', 'Secret', 'avtalt-secrets')?.IDENTITY_DATABASE_URL).toBe(
      'postgres://avtalt:avtalt@postgres:5432/avtalt_identity',
    );
    expect(find('production', 'Secret', 'avtalt-secrets')).toBeUndefined();
    expect(container(find('local', 'Deployment', 'chat')!).image).toBe('avtalt:local');
    expect(container(find('production', 'Deployment', 'chat')!).image).toBe(
      'registry.example.no/avtalt:0.1.0',
    );
  });
});

describe('infra/k8s manifests', () => {
  it('every YAML file parses', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.ya?ml$/.test(entry)) files.push(full);
      }
    };
    walk(here);
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) expect(() => readYamlDocuments(file)).not.toThrow();
  });

  describe.each(overlays)('the %s overlay', (o) => {
    it('every object is valid against the Kubernetes schema of its kind (kubernetes-models)', () => {
      expect(rendered[o].length).toBeGreaterThan(30);
      for (const r of rendered[o]) {
        const Model = MODELS[`${r.apiVersion}/${r.kind}`];
        expect({ object: `${r.apiVersion}/${r.kind}`, typed: Model !== undefined }).toEqual({
          object: `${r.apiVersion}/${r.kind}`,
          typed: true,
        });
        expect(() => new Model(r as never).validate()).not.toThrow();
      }
    });

    it('has a Deployment and a Service for every service of scripts/lib/services.mjs, and no others', () => {
      expect(servicesList).toHaveLength(8);
      expect(
        avtaltDeployments(o)
          .map((d) => d.metadata.name)
          .sort(),
      ).toEqual([...servicesList].sort());
      for (const name of servicesList) expect(find(o, 'Service', name)).toBeDefined();
    });

    it('runs the one image, with SERVICE naming the process and consistent labels and selectors', () => {
      const images = new Set(avtaltDeployments(o).map((d) => container(d).image));
      expect(images.size).toBe(1);
      const dockerfile = readFileSync(path.join(repo, 'infra/docker/Dockerfile'), 'utf8');
      expect(dockerfile).toMatch(/^USER node$/m); // uid 1000 in the node images: runAsUser below
      expect(dockerfile).toMatch(/exec node services\/\$\{SERVICE[^}]*\}\/dist\/main\.js/);
      for (const d of avtaltDeployments(o)) {
        const name = d.metadata.name;
        const labels = { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'avtalt' };
        expect((d.spec as Obj).selector).toEqual({ matchLabels: labels });
        expect(((d.spec as Obj).template as Obj).metadata).toMatchObject({ labels });
        expect(d.metadata.labels).toEqual(labels);
        expect((find(o, 'Service', name)!.spec as Obj).selector).toEqual(labels);
        expect(containerEnv(o, d).manifest.SERVICE).toBe(name);
        // The image's CMD runs services/$SERVICE/dist/main.js: the directory must exist.
        expect(statSync(path.join(repo, 'services', name)).isDirectory()).toBe(true);
      }
    });

    it.each(Object.keys(schemas))(
      '%s: the environment is exactly what its config schema reads, and parses with it',
      (name) => {
        const d = find(o, 'Deployment', name)!;
        const schema = schemas[name];
        const known = new Set(Object.keys(schema.shape));
        const { manifest, full } = containerEnv(o, d);
        const unknown = Object.keys(manifest).filter((k) => !known.has(k) && !OPERATIONS_KEYS.has(k));
        expect(unknown).toEqual([]);
        for (const key of requiredKeys(schema)) expect(full).toHaveProperty(key);
        for (const key of loopbackDefaultKeys(schema)) {
          expect(manifest).toHaveProperty(key);
          expect({ key, loopback: isLoopback(manifest[key]) }).toEqual({ key, loopback: false });
        }
        // The operator replaces the example's secrets (production refuses them as they are: the test below).
        const replaced = {
          ...(full.SESSION_SECRET ? { SESSION_SECRET: randomBytes(48).toString('base64') } : {}),
          ...(full.NATS_PASSWORD ? { NATS_PASSWORD: randomBytes(24).toString('hex') } : {}),
          ...(full.AUDIT_HMAC_KEY ? { AUDIT_HMAC_KEY: `k1:${randomBytes(32).toString('base64')}` } : {}),
        };
        const env = o === 'production' ? { ...full, ...replaced } : full;
        const parsed = schema.safeParse(env);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(manifest.METRICS_PORT).toBe(String(METRICS_PORTS[name]));
        expect(manifest.METRICS_HOST).toBe('0.0.0.0');
      },
    );

    it('probes hit METRICS_PORT: /livez for liveness and start-up, /readyz for readiness; the Service exposes it', () => {
      for (const d of avtaltDeployments(o)) {
        const c = container(d);
        const metricsPort = Number(containerEnv(o, d).manifest.METRICS_PORT);
        const portOf = (p: unknown) =>
          typeof p === 'number' ? p : ((c.ports as Obj[]).find((x) => x.name === p)?.containerPort as number);
        for (const [probe, pathName] of [
          ['livenessProbe', '/livez'],
          ['startupProbe', '/livez'],
          ['readinessProbe', '/readyz'],
        ] as const) {
          const httpGet = (c[probe] as Obj).httpGet as Obj;
          expect({ probe, path: httpGet.path, port: portOf(httpGet.port) }).toEqual({
            probe,
            path: pathName,
            port: metricsPort,
          });
        }
        const service = find(o, 'Service', d.metadata.name)!;
        expect(((service.spec as Obj).ports as Obj[]).map((p) => portOf(p.targetPort))).toContain(
          metricsPort,
        );
      }
    });

    it('has requests and limits, a grace period longer than the preStop pause, and runs non-root on a read-only root', () => {
      const quantity = (value: string | number) => {
        const q = String(value);
        return q.endsWith('m')
          ? Number(q.slice(0, -1)) / 1000
          : q.endsWith('Mi')
            ? Number(q.slice(0, -2))
            : q.endsWith('Gi')
              ? Number(q.slice(0, -2)) * 1024
              : Number(q);
      };
      for (const d of avtaltDeployments(o)) {
        const c = container(d);
        const { requests, limits } = c.resources as {
          requests: Record<string, string>;
          limits: Record<string, string>;
        };
        for (const r of ['cpu', 'memory'])
          expect(quantity(requests[r])).toBeLessThanOrEqual(quantity(limits[r]));
        const pause = Number(
          (((c.lifecycle as Obj).preStop as Obj).exec as { command: string[] }).command[1],
        );
        expect(pause).toBeGreaterThan(0);
        expect(podSpec(d).terminationGracePeriodSeconds as number).toBeGreaterThanOrEqual(pause + 20);
        // The process's own cap (docs/graceful-shutdown.md) ends before the kubelet's SIGKILL, with a margin.
        const graceMs = parseShutdownGrace(containerEnv(o, d).manifest.SHUTDOWN_GRACE_MS);
        expect(graceMs.ok && graceMs.ms >= 10_000).toBe(true);
        if (graceMs.ok)
          expect((podSpec(d).terminationGracePeriodSeconds as number) * 1000).toBeGreaterThanOrEqual(
            pause * 1000 + graceMs.ms + 5000,
          );
        expect(podSpec(d).securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
        expect(c.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        // Node and Chromium need a writable /tmp.
        expect((c.volumeMounts as Obj[]).map((m) => m.mountPath)).toContain('/tmp');
      }
    });

    it('autoscales gateway, agreements, documents and chat (the Deployments leave the count to it), with a disruption budget for every Deployment of more than one pod', () => {
      const hpas = ofKind(o, 'HorizontalPodAutoscaler');
      expect(hpas.map((h) => h.apiVersion)).toEqual(hpas.map(() => 'autoscaling/v2'));
      expect(hpas.map((h) => ((h.spec as Obj).scaleTargetRef as Obj).name).sort()).toEqual(
        [...SCALED_OUT].sort(),
      );
      for (const h of hpas) {
        const spec = h.spec as { minReplicas: number; maxReplicas: number; scaleTargetRef: Obj };
        expect(spec.scaleTargetRef).toEqual({
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          name: h.metadata.name,
        });
        expect(spec.minReplicas).toBeGreaterThanOrEqual(1);
        expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
        expect(find(o, 'Deployment', h.metadata.name)!.spec).not.toHaveProperty('replicas');
      }
      const pdbs = ofKind(o, 'PodDisruptionBudget');
      for (const d of avtaltDeployments(o)) {
        const hpa = hpas.find((h) => h.metadata.name === d.metadata.name);
        const replicas = hpa
          ? (hpa.spec as { minReplicas: number }).minReplicas
          : (((d.spec as Obj).replicas as number | undefined) ?? 1);
        if (o === 'local') expect(replicas).toBe(1);
        else expect(replicas).toBeGreaterThan(1);
        const selector = ((d.spec as Obj).selector as Obj).matchLabels;
        const budget = pdbs.find(
          (p) => JSON.stringify(((p.spec as Obj).selector as Obj).matchLabels) === JSON.stringify(selector),
        );
        if (replicas > 1) expect(budget).toBeDefined();
        // maxUnavailable, so that a single pod never blocks a node drain.
        if (budget) expect(budget.spec).toMatchObject({ maxUnavailable: 1 });
      }
    });

    it('routes the Ingress to the gateway, keeping WebSockets open longer than the ping interval, on the public origin', () => {
      const [ingress] = ofKind(o, 'Ingress');
      const rule = ((ingress.spec as Obj).rules as Obj[])[0];
      const backend = (((rule.http as Obj).paths as Obj[])[0].backend as Obj).service;
      expect(backend).toEqual({ name: 'gateway', port: { name: 'http' } });
      const gatewayPorts = (find(o, 'Service', 'gateway')!.spec as { ports: Obj[] }).ports;
      expect(gatewayPorts.find((p) => p.name === 'http')).toMatchObject({ port: 8080 });
      const heartbeatS = (gatewayConfigSchema.shape.WS_HEARTBEAT_MS.parse(undefined) as number) / 1000;
      for (const a of ['proxy-read-timeout', 'proxy-send-timeout'])
        expect(Number(ingress.metadata.annotations?.[`nginx.ingress.kubernetes.io/${a}`])).toBeGreaterThan(
          2 * heartbeatS,
        );
      const gateway = containerEnv(o, find(o, 'Deployment', 'gateway')!).manifest;
      const notifications = containerEnv(o, find(o, 'Deployment', 'notifications')!).manifest;
      // Origin checks, cookies and the links in mails all use the address people reach.
      expect(new URL(gateway.PUBLIC_ORIGIN).host).toBe(rule.host);
      expect(notifications.APP_ORIGIN).toBe(gateway.PUBLIC_ORIGIN);
      expect(gateway.TRUST_PROXY).toBe('1');
      if (o === 'production') {
        expect(gateway.PUBLIC_ORIGIN).toMatch(/^https:/);
        expect(gateway.COOKIE_SECURE).toBe('true');
        expect((ingress.spec as { tls: Obj[] }).tls[0]).toMatchObject({ hosts: [rule.host] });
      }
    });

    it('each service logs in to NATS as its own user, with its own password from the Secret (docs/nats-permissions.md)', () => {
      const passwords = new Set<string>();
      for (const d of avtaltDeployments(o)) {
        const name = d.metadata.name;
        const ref = (
          (container(d).env as Obj[]).find((e) => e.name === 'NATS_PASSWORD')?.valueFrom as Obj | undefined
        )?.secretKeyRef;
        expect({ name, user: containerEnv(o, d).manifest.NATS_USER, ref }).toEqual({
          name,
          user: name,
          ref: { name: 'avtalt-secrets', key: `NATS_PASSWORD_${name.toUpperCase()}` },
        });
        passwords.add(containerEnv(o, d).manifest.NATS_PASSWORD);
      }
      expect(passwords.size).toBe(avtaltDeployments(o).length);
    });

    it('denies every incoming connection but the Ingress controller to the gateway and Prometheus to the operations ports', () => {
      const policies = ofKind(o, 'NetworkPolicy');
      const spec = (name: string) => find(o, 'NetworkPolicy', name)?.spec as Obj | undefined;
      expect(spec('default-deny-ingress')).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
      expect(spec('gateway-from-ingress')).toEqual({
        podSelector: {
          matchLabels: { 'app.kubernetes.io/name': 'gateway', 'app.kubernetes.io/part-of': 'avtalt' },
        },
        policyTypes: ['Ingress'],
        ingress: [
          {
            from: [
              { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } },
            ],
            ports: [{ protocol: 'TCP', port: 'http' }],
          },
        ],
      });
      expect(spec('metrics-from-monitoring')).toEqual({
        podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'avtalt' } },
        policyTypes: ['Ingress'],
        ingress: [
          {
            from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
            ports: [
              { protocol: 'TCP', port: 'metrics' },
              { protocol: 'TCP', port: 'printer-metrics' },
            ],
          },
        ],
      });
      // The port names the policies use exist on every service's container; no other policy lets anything reach a service.
      for (const d of avtaltDeployments(o))
        expect((container(d).ports as Obj[]).map((p) => p.name)).toContain('metrics');
      expect((container(find(o, 'Deployment', 'gateway')!).ports as Obj[]).map((p) => p.name)).toContain(
        'http',
      );
      const reachingServices = policies.filter((p) => {
        const selector = ((p.spec as Obj).podSelector as Obj).matchLabels as
          Record<string, string> | undefined;
        return (
          selector?.['app.kubernetes.io/part-of'] === 'avtalt' &&
          ((p.spec as Obj).policyTypes as string[]).includes('Ingress')
        );
      });
      expect(reachingServices.map((p) => p.metadata.name).sort()).toEqual([
        'gateway-from-ingress',
        'metrics-from-monitoring',
      ]);
    });

    // The documents pod has two (its printer container's, L7): a port Prometheus may not reach, or does not
    // scrape, is a process nobody watches.
    it("lets Prometheus reach and scrape every container's operations port (METRICS_PORT), the printer's too", () => {
      const policy = find(o, 'NetworkPolicy', 'metrics-from-monitoring')!.spec as Obj;
      const allowed = (((policy.ingress as Obj[])[0].ports as Obj[]) ?? []).map((p) => p.port);
      const checked: string[] = [];
      for (const d of avtaltDeployments(o)) {
        const pod = (d.spec as Obj).template as Obj;
        const labels = (pod.metadata as Obj).labels as Record<string, string>;
        const scraped = (annotations: unknown) => {
          const a = (annotations ?? {}) as Record<string, string>;
          return a['prometheus.io/scrape'] === 'true' && a['prometheus.io/path'] === '/metrics'
            ? [Number(a['prometheus.io/port'])]
            : [];
        };
        const services = ofKind(o, 'Service').filter((svc) => {
          const selector = ((svc.spec as Obj).selector ?? {}) as Record<string, string>;
          return (
            Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v)
          );
        });
        const scrapedPorts = [
          ...scraped((pod.metadata as Obj).annotations),
          ...services.flatMap((svc) => scraped(svc.metadata.annotations)),
        ];
        for (const c of podSpec(d).containers as Obj[]) {
          const metricsPort = Number(
            ((c.env as Obj[]) ?? []).find((e) => e.name === 'METRICS_PORT')?.value ??
              containerEnv(o, d).manifest.METRICS_PORT,
          );
          const named = ((c.ports as Obj[]) ?? []).find((p) => p.containerPort === metricsPort);
          expect({
            deployment: d.metadata.name,
            container: c.name,
            allowed: allowed.includes(named?.name),
            scraped: scrapedPorts.includes(metricsPort),
          }).toEqual({
            deployment: d.metadata.name,
            container: c.name,
            allowed: true,
            scraped: true,
          });
          checked.push(`${d.metadata.name}/${c.name}:${metricsPort}`);
        }
      }
      expect(checked).toContain('documents/printer:9471');
    });

    it('agreements and documents agree on SIGNING; signing in production uses the certificate from a Secret volume', () => {
      const agreements = containerEnv(o, find(o, 'Deployment', 'agreements')!).manifest;
      const documents = find(o, 'Deployment', 'documents')!;
      const env = containerEnv(o, documents).manifest;
      expect(env.SIGNING).toBe(agreements.SIGNING);
      if (o === 'production') {
        expect(env.SIGNING).toBe('on');
        const mount = (container(documents).volumeMounts as Obj[]).find((m) =>
          String(env.SIGNING_P12).startsWith(`${m.mountPath as string}/`),
        )!;
        expect(mount).toMatchObject({ readOnly: true });
        const volume = (podSpec(documents).volumes as Obj[]).find((v) => v.name === mount.name)!;
        expect(volume.secret).toMatchObject({
          secretName: 'avtalt-signing-certificate',
          items: [{ key: 'signing.p12', path: path.basename(env.SIGNING_P12) }],
        });
      } else expect(env.SIGNING).toBe('off'); // no platform certificate in the local cluster
    });

    it('security review L7: the documents pod prints in a printer container without the seal key, a database or Redis, and shares no process namespace', () => {
      const documents = find(o, 'Deployment', 'documents')!;
      const containers = podSpec(documents).containers as Obj[];
      expect(containers.map((c) => c.name)).toEqual(['documents', 'printer']);
      expect(podSpec(documents).shareProcessNamespace).toBeUndefined();
      expect(containerEnv(o, documents).manifest.PDF_PRINTER).toBe('nats');
      const printer = containers[1];
      expect(printer.image).toBe(container(documents).image);
      expect(
        ((printer.envFrom as Obj[]) ?? [])
          .map((f) => (f.configMapRef ?? f.secretRef) as { name: string })
          .map((r) => r.name),
      ).toEqual(['avtalt-common']);
      const secret = source(o, 'Secret', 'avtalt-secrets')!;
      const env: Record<string, string> = { ...imageEnv(), ...source(o, 'ConfigMap', 'avtalt-common') };
      for (const e of printer.env as Obj[]) {
        const ref = ((e.valueFrom as Obj | undefined)?.secretKeyRef as { key: string } | undefined)?.key;
        env[e.name as string] = ref ? secret[ref] : String(e.value);
      }
      for (const key of [
        'SIGNING_P12',
        'SIGNING_P12_PASSPHRASE',
        'SIGNING_CERT_DIR',
        'DATABASE_URL',
        'REDIS_URL',
        'AUDIT_HMAC_KEY',
      ])
        expect(env).not.toHaveProperty(key);
      // Its mounts are its own scratch directories: never the certificate volume of the production overlay.
      expect((printer.volumeMounts as Obj[]).map((m) => m.name)).toEqual(['printer-tmp', 'printer-home']);
      // The operator replaces the example's passwords (production refuses placeholders).
      const operator = (e: Record<string, string>) =>
        'NATS_PASSWORD' in e ? { ...e, NATS_PASSWORD: randomBytes(48).toString('base64') } : e;
      const parsed = documentsConfigSchema.parse(operator(env));
      expect([parsed.DOCUMENTS_ROLE, roleRefusal(parsed)]).toEqual(['printer', null]);
      // It logs in to NATS as a user of its own, which may only answer print requests (docs/nats-permissions.md).
      const printerPassword = (
        (printer.env as Obj[]).find((e) => e.name === 'NATS_PASSWORD')!.valueFrom as Obj
      ).secretKeyRef;
      expect([env.NATS_USER, printerPassword]).toEqual([
        'printer',
        { name: 'avtalt-secrets', key: 'NATS_PASSWORD_PRINTER' },
      ]);
      expect(env.NATS_PASSWORD).not.toBe(containerEnv(o, documents).manifest.NATS_PASSWORD);
      // And the documents container is allowed to start with signing on in production (it has no browser).
      expect(
        roleRefusal(
          documentsConfigSchema.parse(
            operator({ ...containerEnv(o, documents).full, SIGNING: 'on', NODE_ENV: 'production' }),
          ),
        ),
      ).toBeNull();
      const port = (printer.ports as Obj[])[0];
      expect((printer.livenessProbe as { httpGet: Obj }).httpGet).toEqual({
        path: '/livez',
        port: port.name,
      });
      expect(String(env.METRICS_PORT)).toBe(String(port.containerPort));
    });
  });

  it('production refuses every SESSION_SECRET written down here (review L8): the example, the base and local Secrets', () => {
    const written = [
      operatorSecret().SESSION_SECRET,
      ...(['base/secret.yaml', 'overlays/local/secret.patch.yaml'] as const).map((file) => {
        const line = readFileSync(path.join(here, file), 'utf8')
          .split('\n')
          .find((l) => l.trim().startsWith('SESSION_SECRET:'));
        return line!.split(':').slice(1).join(':').trim().replace(/^'|'$/g, '');
      }),
    ];
    for (const secret of written) {
      const parsed = gatewayConfigSchema.safeParse({ ...imageEnv(), SESSION_SECRET: secret });
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['SESSION_SECRET']);
    }
  });

  it("production refuses the NATS passwords of the example and of the base Secret (every service's config)", () => {
    const example = Object.entries(operatorSecret()).filter(([k]) => k.startsWith('NATS_PASSWORD_'));
    const base = readFileSync(path.join(here, 'base/secret.yaml'), 'utf8')
      .split('\n')
      .map((l) => /^\s*(NATS_PASSWORD_[A-Z]+):\s*'?([^'\s]+)'?/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]] as const);
    // One per service, and one for the documents pod's printer (its own NATS user, parsed by documents' schema).
    expect(example.length).toBe(Object.keys(schemas).length + 1);
    expect(base.length).toBe(Object.keys(schemas).length + 1);
    for (const [key, password] of [...example, ...base]) {
      const user = key.slice('NATS_PASSWORD_'.length).toLowerCase();
      const service = user === 'printer' ? 'documents' : user;
      const schema = schemas[service];
      const { full } = containerEnv('production', find('production', 'Deployment', service)!);
      const own = {
        SESSION_SECRET: randomBytes(48).toString('base64'),
        AUDIT_HMAC_KEY: `k1:${randomBytes(32).toString('base64')}`,
      };
      const parsed = schema.safeParse({ ...full, ...own, NATS_PASSWORD: password });
      expect({ key, issues: parsed.error?.issues.map((i) => i.path.join('.')) }).toEqual({
        key,
        issues: ['NATS_PASSWORD'],
      });
    }
  });

  // The local Secret is written down here: its processes run as development, where no service checks it,
  // and in production every service would refuse its NATS passwords.
  it('local: every process runs as development, and production refuses every NATS password of its Secret', () => {
    for (const d of avtaltDeployments('local')) {
      for (const c of podSpec(d).containers as Obj[]) {
        const env: Record<string, string> = { ...imageEnv() };
        for (const from of (c.envFrom as Obj[]) ?? []) {
          const ref = (from.configMapRef ?? from.secretRef) as { name: string };
          Object.assign(env, source('local', from.configMapRef ? 'ConfigMap' : 'Secret', ref.name));
        }
        for (const e of (c.env as Obj[]) ?? []) if ('value' in e) env[e.name as string] = String(e.value);
        expect({ deployment: d.metadata.name, container: c.name, NODE_ENV: env.NODE_ENV }).toEqual({
          deployment: d.metadata.name,
          container: c.name,
          NODE_ENV: 'development',
        });
      }
    }
    const passwords = Object.entries(source('local', 'Secret', 'avtalt-secrets')!).filter(([k]) =>
      k.startsWith('NATS_PASSWORD_'),
    );
    expect(passwords.length).toBe(Object.keys(schemas).length + 1);
    for (const [key, password] of passwords) {
      const user = key.slice('NATS_PASSWORD_'.length).toLowerCase();
      const service = user === 'printer' ? 'documents' : user;
      const { full } = containerEnv('production', find('production', 'Deployment', service)!);
      const own = {
        SESSION_SECRET: randomBytes(48).toString('base64'),
        AUDIT_HMAC_KEY: `k1:${randomBytes(32).toString('base64')}`,
      };
      const parsed = schemas[service].safeParse({
        ...full,
        ...own,
        NODE_ENV: 'production',
        NATS_PASSWORD: password,
      });
      expect({ key, issues: parsed.error?.issues.map((i) => i.path.join('.')) }).toEqual({
        key,
        issues: ['NATS_PASSWORD'],
      });
    }
  });

  it('local: every address in the Secret is a Service of the overlay (Postgres, Redis, NATS, the mail catcher)', () => {
    const secret = source('local', 'Secret', 'avtalt-secrets')!;
    const hosts = Object.values(secret)
      .filter((v) => /^[a-z]+:\/\//.test(v))
      .map((v) => new URL(v));
    expect(hosts.length).toBeGreaterThanOrEqual(9);
    for (const url of hosts) {
      const service = find('local', 'Service', url.hostname);
      expect({ url: url.origin, service: service?.metadata.name }).toEqual({
        url: url.origin,
        service: url.hostname,
      });
      expect((service!.spec as { ports: Obj[] }).ports.map((p) => p.port)).toContain(Number(url.port));
    }
    const nats = find('local', 'StatefulSet', 'nats')!;
    expect(container(nats).args).toEqual(expect.arrayContaining(['-js']));
  });

  it('local: NATS runs with the generated users (nats-config.yaml), each password from the key its service reads', () => {
    const nats = find('local', 'StatefulSet', 'nats')!;
    const args = container(nats).args as string[];
    expect(args.slice(args.indexOf('-c'), args.indexOf('-c') + 2)).toEqual(['-c', '/etc/nats/nats.conf']);
    const mount = (container(nats).volumeMounts as Obj[]).find((m) => m.mountPath === '/etc/nats')!;
    expect((podSpec(nats).volumes as Obj[]).find((v) => v.name === mount.name)).toEqual({
      name: mount.name,
      configMap: { name: 'nats-config' },
    });
    const config = (find('local', 'ConfigMap', 'nats-config')!.data as Record<string, string>)['nats.conf'];
    const secret = source('local', 'Secret', 'avtalt-secrets')!;
    for (const d of avtaltDeployments('local')) {
      const variable = `NATS_PASSWORD_${d.metadata.name.toUpperCase()}`;
      // The configuration names the variable for this user; the server gets it from the same Secret key.
      expect(config).toMatch(new RegExp(`"user": "${d.metadata.name}",\\s+"password": \\$${variable},`));
      const ref = ((container(nats).env as Obj[]).find((e) => e.name === variable)?.valueFrom as Obj)
        .secretKeyRef as { key: string };
      expect(secret[ref.key]).toBe(containerEnv('local', d).manifest.NATS_PASSWORD);
    }
    expect(config).not.toContain('no_auth_user');
    // nats-server refuses to start when a variable its configuration names is not in its environment.
    const serverEnv = (container(nats).env as Obj[]).map((e) => e.name);
    for (const [, variable] of config.matchAll(/\$(NATS_PASSWORD_\w+)/g))
      expect(serverEnv).toContain(variable);
    // The documents pod's printer container logs in as `printer`, with the key the server reads for it.
    const printer = (podSpec(find('local', 'Deployment', 'documents')!).containers as Obj[]).find(
      (c) => c.name === 'printer',
    )!;
    const printerRef = ((printer.env as Obj[]).find((e) => e.name === 'NATS_PASSWORD')!.valueFrom as Obj)
      .secretKeyRef as { key: string };
    const serverRef = (
      (container(nats).env as Obj[]).find((e) => e.name === 'NATS_PASSWORD_PRINTER')!.valueFrom as Obj
    ).secretKeyRef as { key: string };
    expect(config).toMatch(/"user": "printer",\s+"password": \$NATS_PASSWORD_PRINTER,/);
    expect(serverRef.key).toBe(printerRef.key);
  });

  it('local: the infrastructure takes connections only from the services, and the services dial only it and DNS', () => {
    const spec = (name: string) => find('local', 'NetworkPolicy', name)!.spec as Obj;
    const infra = spec('infrastructure-from-services');
    expect((infra.ingress as Obj[])[0].from).toEqual([
      { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'avtalt' } } },
    ]);
    expect(spec('mail-from-notifications').ingress).toEqual([
      {
        from: [
          {
            podSelector: {
              matchLabels: {
                'app.kubernetes.io/name': 'notifications',
                'app.kubernetes.io/part-of': 'avtalt',
              },
            },
          },
        ],
        ports: [{ protocol: 'TCP', port: 1025 }],
      },
    ]);
    const egress = spec('services-egress');
    expect(egress.policyTypes).toEqual(['Egress']);
    const secret = source('local', 'Secret', 'avtalt-secrets')!;
    const allowed = ((egress.egress as Obj[])[1].ports as Obj[]).map((p) => p.port);
    // Every address a service is given is a port the egress policy allows.
    for (const value of Object.values(secret).filter((v) => /^[a-z]+:\/\//.test(v)))
      expect(allowed).toContain(Number(new URL(value).port));
  });

  it('production: no Secret in git; the one operators create has every key the Deployments use', () => {
    expect(ofKind('production', 'Secret')).toEqual([]);
    const used = new Set<string>();
    for (const d of avtaltDeployments('production'))
      for (const e of (podSpec(d).containers as Obj[]).flatMap((c) => (c.env as Obj[]) ?? [])) {
        const ref = (e.valueFrom as Obj | undefined)?.secretKeyRef as
          { name: string; key: string } | undefined;
        if (ref?.name === 'avtalt-secrets') used.add(ref.key);
      }
    expect(Object.keys(operatorSecret()).sort()).toEqual([...used].sort());
    expect(ofKind('production', 'StatefulSet')).toEqual([]);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  (kubectl.status === 0 ? it.each(overlays) : it.skip.each(overlays))(
    'kubectl kustomize renders the %s overlay as kustomize-render.ts does',
    (o) => {
      const out = execFileSync('kubectl', ['kustomize', path.join(here, 'overlays', o)], {
        encoding: 'utf8',
      });
      const docs = out
        .split(/^---$/m)
        .map((d) => d.trim())
        .filter(Boolean);
      const { parse } = jest.requireActual<typeof import('yaml')>('yaml');
      const theirs = docs.map((d) => parse(d) as K8sObject);
      const id = (r: K8sObject) => `${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`;
      const sort = (rs: K8sObject[]) => [...rs].sort((a, b) => id(a).localeCompare(id(b)));
      expect(sort(theirs)).toEqual(sort(rendered[o]));
    },
  );
});
