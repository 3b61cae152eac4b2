import { controlPlaneHosts, type Cluster } from '../../src/model/cluster.js';
import { staticPods, type StaticPodReads } from '../../src/render/static-pods/index.js';

/** By control-plane host, the files each static pod reads, as a render of `cluster` reports them. */
export const staticPodReadsOf = (cluster: Cluster): Map<string, StaticPodReads> => new Map(controlPlaneHosts(cluster).map((h) => [h.name, staticPods(cluster, h).reads]));
