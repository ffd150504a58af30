// Renders a kustomization the way `kustomize build` does, for the features infra/k8s uses and no
// others (anything else in a kustomization.yaml is refused, so the manifests cannot quietly grow a
// feature this renderer gets wrong): `resources` (files and directories), `namespace`, `images`, and
// `patches` — strategic-merge patches from a file holding ONE patch (matched by kind and name, as
// kustomize does) or inline with a `target` (kind, name as an anchored regex). Strategic merge as
// Kubernetes defines it for the fields used here: maps merge, `null` removes a key, lists of containers,
// env, volumes, volume mounts and ports merge by their merge key, other lists are replaced, and
// `$patch: delete` removes the resource. Used by manifests.spec.ts (kubectl is not on every machine).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export type Obj = Record<string, unknown>;
export interface K8sObject extends Obj {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
}

const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
/** Kinds without a namespace (the namespace transformer leaves them alone). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'StorageClass',
  'PersistentVolume',
  'IngressClass',
  'PriorityClass',
]);

/** Every document of a YAML file; a syntax error fails with the file's name. */
export function readYamlDocuments(file: string): Obj[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  const out: Obj[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
    const value = doc.toJS() as Obj | null;
    if (value !== null && value !== undefined) out.push(value);
  }
  return out;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The merge key of a list under `field` (Kubernetes' patchMergeKey), or undefined: the list is replaced. */
function mergeKey(field: string, items: unknown[]): string | undefined {
  switch (field) {
    case 'containers':
    case 'initContainers':
    case 'env':
    case 'volumes':
    case 'imagePullSecrets':
      return 'name';
    case 'volumeMounts':
      return 'mountPath';
    case 'ports':
      // Container ports merge by containerPort, Service ports by port.
      return items.every((i) => isObj(i) && 'containerPort' in i) ? 'containerPort' : 'port';
    default:
      return undefined;
  }
}

/** Strategic merge of `patch` into `target` (a new object; neither argument is changed). */
export function strategicMerge(target: unknown, patch: unknown, field = ''): unknown {
  if (!isObj(patch)) {
    if (Array.isArray(patch) && Array.isArray(target)) {
      const key = mergeKey(field, [...target, ...patch]);
      if (!key) return structuredClone(patch);
      // As kustomize (kyaml) orders them: the patch's items first, in its order (each merged with the
      // item of the same key), then the items the patch does not name.
      const sameKey = (a: unknown, b: unknown) => isObj(a) && isObj(b) && a[key] === b[key];
      const out: unknown[] = [];
      for (const item of patch) {
        if (isObj(item) && item.$patch === 'delete') continue;
        const original = target.find((t) => sameKey(t, item));
        out.push(original === undefined ? structuredClone(item) : strategicMerge(original, item, field));
      }
      return [
        ...out,
        ...target.filter((t) => !patch.some((item) => sameKey(t, item))).map((t) => structuredClone(t)),
      ];
    }
    return structuredClone(patch);
  }
  const out: Obj = isObj(target) ? structuredClone(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === '$patch') continue;
    if (value === null) delete out[key];
    else out[key] = strategicMerge(out[key], value, key);
  }
  return out;
}

interface Patch {
  path?: string;
  patch?: string;
  target?: { kind?: string; name?: string };
}

function applyPatch(
  resources: K8sObject[],
  patchDoc: Obj,
  target: { kind?: string; name?: string } | undefined,
  where: string,
): K8sObject[] {
  const meta = (patchDoc.metadata ?? {}) as Obj;
  const kind = target?.kind ?? (patchDoc.kind as string);
  const name = target ? target.name : (meta.name as string);
  const nameMatches = (n: string) =>
    name === undefined ? true : target ? new RegExp(`^(?:${name})$`).test(n) : n === name;
  const matches = resources.filter((r) => r.kind === kind && nameMatches(r.metadata.name));
  if (matches.length === 0) throw new Error(`${where}: no ${kind} ${name ?? ''} to patch`);
  if (!target && matches.length > 1) throw new Error(`${where}: more than one ${kind} ${name}`);
  if (patchDoc.$patch === 'delete') return resources.filter((r) => !matches.includes(r));
  return resources.map((r) => {
    if (!matches.includes(r)) return r;
    // A targeted patch applies whatever name it carries to each target; the target keeps its own.
    const body = { ...patchDoc, metadata: { ...meta, name: r.metadata.name } };
    return strategicMerge(r, body) as K8sObject;
  });
}

function setImages(
  resources: K8sObject[],
  images: { name: string; newName?: string; newTag?: string }[],
): void {
  for (const r of resources) {
    const spec = ((r.spec as Obj | undefined)?.template as Obj | undefined)?.spec as Obj | undefined;
    if (!spec) continue;
    for (const c of [...((spec.containers as Obj[]) ?? []), ...((spec.initContainers as Obj[]) ?? [])]) {
      const image = String(c.image);
      const [name, tag] = image.includes('@')
        ? [image.split('@')[0], undefined]
        : [image.replace(/:[^:/]+$/, ''), /:([^:/]+)$/.exec(image)?.[1]];
      const rule = images.find((i) => i.name === name);
      if (rule) c.image = `${rule.newName ?? name}${rule.newTag ? `:${rule.newTag}` : tag ? `:${tag}` : ''}`;
    }
  }
}

/** `kustomize build <dir>` for the features above. */
export function renderKustomization(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const [k] = readYamlDocuments(file);
  for (const field of Object.keys(k))
    if (!KUSTOMIZATION_FIELDS.has(field))
      throw new Error(`${file}: '${field}' is not supported by kustomize-render.ts`);
  let resources: K8sObject[] = [];
  for (const entry of (k.resources as string[]) ?? []) {
    const full = path.resolve(dir, entry);
    if (!existsSync(full)) throw new Error(`${file}: resource ${entry} does not exist`);
    if (statSync(full).isDirectory()) resources.push(...renderKustomization(full));
    else resources.push(...(readYamlDocuments(full) as K8sObject[]));
  }
  for (const p of (k.patches as Patch[]) ?? []) {
    if (p.path) {
      const docs = readYamlDocuments(path.resolve(dir, p.path));
      // kustomize's `patches` takes one patch per file (kubernetes-sigs/kustomize#3929).
      if (docs.length !== 1) throw new Error(`${p.path}: a patch file must hold exactly one patch`);
      resources = applyPatch(resources, docs[0], p.target, `${file} ${p.path}`);
    } else if (p.patch) {
      const docs = parseAllDocuments(p.patch).map((d) => d.toJS() as Obj);
      if (docs.length !== 1 || !p.target)
        throw new Error(`${file}: an inline patch needs a target and one document`);
      resources = applyPatch(resources, docs[0], p.target, `${file} inline patch`);
    } else throw new Error(`${file}: a patch without path or patch`);
  }
  if (k.images) setImages(resources, k.images as { name: string; newName?: string; newTag?: string }[]);
  if (k.namespace) {
    for (const r of resources)
      if (!CLUSTER_SCOPED.has(r.kind)) r.metadata = { ...r.metadata, namespace: k.namespace as string };
  }
  const seen = new Set<string>();
  for (const r of resources) {
    const id = `${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`;
    if (seen.has(id)) throw new Error(`${file}: ${id} appears twice`);
    seen.add(id);
  }
  return resources;
}
