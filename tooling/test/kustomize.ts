// A small kustomize, enough for the manifests in deploy/k8s (there is no kubectl here): resources (files and
// kustomization folders), namespace, images, configMapGenerator (files and literals, `behavior: merge` in an overlay,
// the content-hash name suffix with the references to it renamed) and JSON6902 patches with a target. A field or
// patch form it does not know is an error rather than something silently skipped, and files are loaded only from
// inside each kustomization's folder, as kustomize's default load restrictor demands.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

interface GeneratedConfigMap {
  name: string;
  data: Record<string, string>;
}

interface Built {
  objects: K8sObject[];
  /** ConfigMaps from generators, kept apart until the top level names them by their content. */
  generated: GeneratedConfigMap[];
}

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'configMapGenerator', 'patches']);

type JsonPatchOp = { op: 'add' | 'replace' | 'remove' | 'test'; path: string; value?: unknown };

function insideRoot(root: string, file: string): string {
  const resolved = path.resolve(root, file);
  if (resolved !== root && !resolved.startsWith(`${root}${path.sep}`)) {
    throw new Error(`${file}: outside ${root} (kustomize's load restrictor refuses it)`);
  }
  return resolved;
}

function readYamlDocuments(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    return doc.toJS() as K8sObject;
  });
}

/** One JSON pointer's parent container and last key. */
function locate(target: unknown, pointer: string): { parent: Record<string, unknown> | unknown[]; key: string } {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  let current = target as Record<string, unknown> | unknown[];
  for (const part of parts.slice(0, -1)) {
    const next = Array.isArray(current) ? current[Number(part)] : current[part];
    if (next === null || typeof next !== 'object') throw new Error(`patch path ${pointer}: ${part} does not exist`);
    current = next as Record<string, unknown> | unknown[];
  }
  return { parent: current, key: parts[parts.length - 1]! };
}

/** RFC 6902 add, replace, remove and test on one object (in place). */
export function applyJsonPatch(object: unknown, ops: JsonPatchOp[]): void {
  for (const op of ops) {
    if (!['add', 'replace', 'remove', 'test'].includes(op.op)) throw new Error(`patch op ${String(op.op)} is not supported`);
    const { parent, key } = locate(object, op.path);
    const exists = Array.isArray(parent) ? key === '-' || Number(key) < parent.length : key in parent;
    if (op.op !== 'add' && (!exists || key === '-')) throw new Error(`patch ${op.op} ${op.path}: nothing there`);
    if (Array.isArray(parent)) {
      const index = key === '-' ? parent.length : Number(key);
      if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error(`patch path ${op.path}: bad index`);
      if (op.op === 'add') parent.splice(index, 0, structuredClone(op.value));
      else if (op.op === 'replace') parent[index] = structuredClone(op.value);
      else if (op.op === 'remove') parent.splice(index, 1);
      else if (JSON.stringify(parent[index]) !== JSON.stringify(op.value)) throw new Error(`patch test ${op.path} failed`);
    } else if (op.op === 'add' || op.op === 'replace') {
      parent[key] = structuredClone(op.value);
    } else if (op.op === 'remove') {
      delete parent[key];
    } else if (JSON.stringify(parent[key]) !== JSON.stringify(op.value)) {
      throw new Error(`patch test ${op.path} failed`);
    }
  }
}

/** Every container of a workload's pod template. */
export function containersOf(object: K8sObject): Array<Record<string, unknown>> {
  const spec = (object.spec as { template?: { spec?: { containers?: unknown[]; initContainers?: unknown[] } } } | undefined)?.template
    ?.spec;
  return [...(spec?.containers ?? []), ...(spec?.initContainers ?? [])] as Array<Record<string, unknown>>;
}

function buildFolder(root: string): Built {
  const kustomization = parseYaml(readFileSync(path.join(root, 'kustomization.yaml'), 'utf8')) as Record<string, unknown>;
  for (const field of Object.keys(kustomization)) {
    if (!KNOWN_FIELDS.has(field)) throw new Error(`${root}/kustomization.yaml: field ${field} is not supported by this builder`);
  }
  const objects: K8sObject[] = [];
  const generated: GeneratedConfigMap[] = [];

  for (const resource of (kustomization.resources as string[] | undefined) ?? []) {
    const file = path.resolve(root, resource);
    if (statSync(file).isDirectory()) {
      const inner = buildFolder(file);
      objects.push(...inner.objects);
      generated.push(...inner.generated);
    } else {
      objects.push(...readYamlDocuments(insideRoot(root, resource)));
    }
  }

  type Generator = { name: string; behavior?: string; files?: string[]; literals?: string[]; [key: string]: unknown };
  for (const generator of (kustomization.configMapGenerator as Generator[] | undefined) ?? []) {
    const unknown = Object.keys(generator).filter((k) => !['name', 'behavior', 'files', 'literals'].includes(k));
    if (unknown.length > 0) throw new Error(`configMapGenerator ${generator.name}: ${unknown.join(', ')} not supported`);
    const data: Record<string, string> = {};
    for (const entry of generator.files ?? []) {
      const [key, file] = entry.includes('=') ? entry.split('=', 2) : [path.basename(entry), entry];
      data[key!] = readFileSync(insideRoot(root, file!), 'utf8');
    }
    for (const literal of generator.literals ?? []) {
      const at = literal.indexOf('=');
      if (at < 1) throw new Error(`configMapGenerator ${generator.name}: literal ${literal} has no KEY=`);
      data[literal.slice(0, at)] = literal.slice(at + 1);
    }
    const behavior = generator.behavior ?? 'create';
    const existing = generated.find((g) => g.name === generator.name);
    if (behavior === 'create') {
      if (existing) throw new Error(`configMapGenerator ${generator.name} is generated twice`);
      generated.push({ name: generator.name, data });
    } else if (behavior === 'merge' || behavior === 'replace') {
      if (!existing) throw new Error(`configMapGenerator ${generator.name}: nothing to ${behavior} in the bases`);
      existing.data = behavior === 'merge' ? { ...existing.data, ...data } : data;
    } else {
      throw new Error(`configMapGenerator ${generator.name}: behavior ${behavior} unknown`);
    }
  }

  type Patch = { path?: string; target?: { kind?: string; name?: string }; [key: string]: unknown };
  for (const patch of (kustomization.patches as Patch[] | undefined) ?? []) {
    if (!patch.path || !patch.target?.kind || !patch.target.name || Object.keys(patch).some((k) => k !== 'path' && k !== 'target')) {
      throw new Error(`patch ${JSON.stringify(patch)}: only { path, target: { kind, name } } is supported`);
    }
    const ops = parseYaml(readFileSync(insideRoot(root, patch.path), 'utf8')) as unknown;
    if (!Array.isArray(ops)) throw new Error(`${patch.path}: strategic-merge patches are not supported, write JSON6902 ops`);
    const targets = objects.filter((o) => o.kind === patch.target!.kind && o.metadata.name === patch.target!.name);
    if (targets.length === 0) throw new Error(`${patch.path}: no ${patch.target.kind} ${patch.target.name} to patch`);
    for (const target of targets) applyJsonPatch(target, ops as JsonPatchOp[]);
  }

  type Image = { name: string; newName?: string; newTag?: string };
  for (const image of (kustomization.images as Image[] | undefined) ?? []) {
    for (const container of objects.flatMap(containersOf)) {
      const ref = String(container.image);
      const [name, tag] = ref.includes(':') ? [ref.slice(0, ref.lastIndexOf(':')), ref.slice(ref.lastIndexOf(':') + 1)] : [ref, undefined];
      if (name !== image.name) continue;
      const newTag = image.newTag ?? tag;
      container.image = `${image.newName ?? name}${newTag ? `:${newTag}` : ''}`;
    }
  }

  const namespace = kustomization.namespace as string | undefined;
  if (namespace) for (const object of objects) object.metadata.namespace = namespace;
  return { objects, generated };
}

/** Renames what refers to a generated ConfigMap (volumes, env, envFrom) to its hashed name. */
function renameConfigMapReferences(object: K8sObject, renamed: Map<string, string>): void {
  const visit = (node: unknown, parentKey: string): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, parentKey));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (['configMap', 'configMapKeyRef', 'configMapRef'].includes(parentKey) && typeof record.name === 'string') {
      record.name = renamed.get(record.name) ?? record.name;
    }
    for (const [key, value] of Object.entries(record)) visit(value, key);
  };
  visit(object.spec, 'spec');
}

/** `kubectl kustomize <folder>`: the objects it would print. */
export function kustomizeBuild(folder: string): K8sObject[] {
  const root = path.resolve(folder);
  const { objects, generated } = buildFolder(root);
  const namespace = parseYaml(readFileSync(path.join(root, 'kustomization.yaml'), 'utf8'))?.namespace as string | undefined;
  const renamed = new Map<string, string>();
  const configMaps: K8sObject[] = generated.map(({ name, data }) => {
    const hash = createHash('sha256').update(JSON.stringify({ name, data })).digest('hex').slice(0, 10);
    renamed.set(name, `${name}-${hash}`);
    return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `${name}-${hash}`, ...(namespace ? { namespace } : {}) }, data };
  });
  for (const object of objects) renameConfigMapReferences(object, renamed);
  return [...configMaps, ...objects];
}
