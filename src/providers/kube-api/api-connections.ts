import type { Agent, RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import { onDemand } from '../../model/on-demand.js';
import { Semaphore } from '../semaphore.js';

/** Loaded when a run first asks an apiserver something: commands that never do skip them. */
export const https = onDemand<typeof import('node:https')>('node:https');
const net = onDemand<typeof import('node:net')>('node:net');
const tls = onDemand<typeof import('node:tls')>('node:tls');

export interface KubeCredentials {
  readonly caPem: string;
  readonly certPem: string;
  readonly keyPem: string;
}

/** How one client reaches an apiserver; passed along with each request as `route`. */
export interface ApiRoute {
  /** host:port as the apiserver certificate names it (verified against the cluster CA). */
  readonly host: string;
  readonly port: number;
  /** The identity presented: asked for only once a connection is open, so a run that never reaches the apiserver makes no key. */
  credentials(): Promise<KubeCredentials>;
  /** A raw byte stream to the apiserver (e.g. an SSH channel); direct TCP when absent. */
  readonly tunnel?: () => Promise<Duplex>;
}

/** Connections kept per route: enough for the few requests k8sform makes at once. */
const CONNECTIONS_PER_ROUTE = 4;

/** A route as one client uses it. */
export interface OpenRoute extends ApiRoute {
  readonly id: number;
  /**
   * Requests in flight on this route. The agent counts a connection only once it is open, and
   * opening one waits for the tunnel and the identity, so without this a burst of requests would
   * each open their own connection.
   */
  readonly slots: Semaphore;
}

type RoutedOptions = RequestOptions & { readonly route: OpenRoute };

/**
 * The connections of one run to its apiservers: a kept-alive agent, so requests reuse a TLS
 * connection (and the SSH channel under it) instead of opening one each, and `destroy()` when the
 * run ends closes them all, so the process exits as soon as its output is written. Connections are
 * kept per route (each client, with its identity and host): one is never reused by another identity.
 */
export class ApiConnections {
  private routes = 0;
  private made: Agent | undefined;

  /** The agent requests go through, made on the first request. */
  get agent(): Agent {
    return (this.made ??= routingAgent());
  }

  /** A route of its own for one client: connections opened for it serve only it. */
  route(r: ApiRoute): OpenRoute {
    return { ...r, id: ++this.routes, slots: new Semaphore(CONNECTIONS_PER_ROUTE) };
  }

  destroy(): void {
    this.made?.destroy();
  }
}

/**
 * An agent that names connections by route and opens them over the route's tunnel with its identity
 * (a class of node:https's Agent, so defined once node:https is loaded: one per run).
 */
function routingAgent(): Agent {
  const RoutingAgent = class extends https().Agent {
    constructor() {
      // Idle connections close after 30s, before the apiserver's own idle timeout can race a request.
      super({ keepAlive: true, maxSockets: CONNECTIONS_PER_ROUTE, timeout: 30_000 });
    }

    override getName(options?: RequestOptions): string {
      return `${super.getName(options)}:route-${(options as RoutedOptions | undefined)?.route.id}`;
    }

    /** TLS over the route's tunnel, with the identity made (once) only now that something answers. */
    override createConnection(options: RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): undefined {
      const { route } = options as RoutedOptions;
      const open = async () => {
        const socket = route.tunnel ? await route.tunnel() : await tcp(route.host, route.port);
        try {
          const { caPem, certPem, keyPem } = await route.credentials();
          return tls().connect({ socket, servername: isIPAddress(route.host) ? undefined : route.host, host: route.host, ca: caPem, cert: certPem, key: keyPem });
        } catch (e) {
          socket.destroy();
          throw e;
        }
      };
      open().then((s) => callback?.(null, s), (e: Error) => callback?.(e, undefined as never));
      return undefined;
    }
  };
  return new RoutingAgent();
}

function tcp(host: string, port: number): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const socket = net().connect({ host, port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

const isIPAddress = (h: string) => /^[\d.]+$/.test(h) || h.includes(':');
