// Writes the Kubernetes gateway's nginx config (scripts/lib/kubernetesGateway.ts) beside the kustomize base that
// turns it into a ConfigMap: `npx tsx scripts/generate-k8s-gateway.ts`, after `scripts/generate-edge.ts`. The file is
// checked in; tooling/test/k8sManifests.test.ts fails while it differs from what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { KUBERNETES_GATEWAY_FILE, kubernetesGatewayConf } from './lib/kubernetesGateway';
import { repoRoot } from './lib/layout';

writeFileSync(path.join(repoRoot, KUBERNETES_GATEWAY_FILE), kubernetesGatewayConf());
console.log(`[edge] ${KUBERNETES_GATEWAY_FILE}`);
