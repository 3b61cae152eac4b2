import type { ClientRequest, IncomingMessage } from 'node:http';
import type { RequestOptions } from 'node:https';
import { RemoteError } from '../../errors.js';
import type { KubeObject } from '../../model/desired.js';
import { https, type ApiConnections, type ApiRoute, type OpenRoute } from './api-connections.js';
import { collectionPath, discoveredTypes, discoveryPath, knownResourceType, objectPath, type ResourceType } from './resources.js';

export type { KubeCredentials } from './api-connections.js';

export interface KubeClientOptions extends ApiRoute {
  /** The run's kept-alive connections, which this client's requests go through. */
  readonly connections: ApiConnections;
  readonly timeoutMs?: number;
  /** What errors call the server: `apiserver` unless this client talks to another TLS JSON API (etcd's gateway). */
  readonly label?: string;
}

/** The field manager of every server-side apply k8sform makes. */
export const FIELD_MANAGER = 'k8sform';

interface Response {
  readonly status: number;
  readonly body: unknown;
  /** Retry-After in seconds, when the answer carries one. */
  readonly retryAfter?: number;
}

/**
 * A small Kubernetes API client: get, server-side apply (optionally dry-run), delete and list,
 * over TLS verified against the cluster CA with a client certificate. The socket is pluggable so
 * the same client works directly or through the SSH connection to a control-plane host; requests
 * reuse the client's kept-alive connections (see ApiConnections).
 */
export class KubeClient {
  private readonly route: OpenRoute;
  /** Kinds discovered so far, by `apiVersion/kind`; a kind not found is asked again (its CRD may be new). */
  private readonly discovered = new Map<string, ResourceType>();

  constructor(private readonly opts: KubeClientOptions) {
    this.route = opts.connections.route({ host: opts.host, port: opts.port, credentials: opts.credentials, tunnel: opts.tunnel });
  }

  async get(obj: Pick<KubeObject, 'apiVersion' | 'kind' | 'metadata'>): Promise<KubeObject | undefined> {
    const r = await this.call('GET', await this.path(obj));
    if (r.status === 404) return undefined;
    return this.expect(r, 200, `get ${describe(obj)}`) as KubeObject;
  }

  async apply(obj: KubeObject, dryRun: boolean): Promise<KubeObject> {
    const query = `?fieldManager=${FIELD_MANAGER}&force=true${dryRun ? '&dryRun=All' : ''}`;
    const r = await this.call('PATCH', `${await this.path(obj)}${query}`, JSON.stringify(obj), 'application/apply-patch+yaml');
    return this.expect(r, [200, 201], `${dryRun ? 'dry-run ' : ''}apply ${describe(obj)}`) as KubeObject;
  }

  /**
   * Server-side apply with the object's metadata.resourceVersion as a precondition: `conflict` when
   * someone changed the object since that version was read.
   */
  async applyAt(obj: KubeObject): Promise<'applied' | 'conflict'> {
    const r = await this.call('PATCH', `${await this.path(obj)}?fieldManager=${FIELD_MANAGER}&force=true`, JSON.stringify(obj), 'application/apply-patch+yaml');
    if (r.status === 409) return 'conflict';
    this.expect(r, [200, 201], `apply ${describe(obj)}`);
    return 'applied';
  }

  /** Deletes the object (already gone is fine); `gracePeriodSeconds: 0` deletes a Pod no kubelet will confirm. */
  async delete(obj: Pick<KubeObject, 'apiVersion' | 'kind' | 'metadata'>, gracePeriodSeconds?: number): Promise<void> {
    const r = await this.call('DELETE', `${await this.path(obj)}${gracePeriodSeconds === undefined ? '' : `?gracePeriodSeconds=${gracePeriodSeconds}`}`);
    if (r.status !== 404) this.expect(r, [200, 202], `delete ${describe(obj)}`);
  }

  async list(apiVersion: string, kind: string, labelSelector: string, fieldSelector = ''): Promise<KubeObject[]> {
    const fields = fieldSelector ? `&fieldSelector=${encodeURIComponent(fieldSelector)}` : '';
    const r = await this.call('GET', `${collectionPath(await this.served(apiVersion, kind))}?labelSelector=${encodeURIComponent(labelSelector)}${fields}`);
    const list = this.expect(r, 200, `list ${kind}`) as { items: KubeObject[] };
    return list.items.map((i) => ({ ...i, apiVersion, kind }));
  }

  /** Creates an object unless one of that name exists (atomic: how a lock is taken). */
  async createIfAbsent(obj: KubeObject): Promise<'created' | 'exists'> {
    const t = await this.served(obj.apiVersion, obj.kind);
    const r = await this.call('POST', collectionPath(t, obj.metadata.namespace), JSON.stringify(obj), 'application/json');
    if (r.status === 409) return 'exists';
    this.expect(r, 201, `create ${describe(obj)}`);
    return 'created';
  }

  /** Replaces an object at the resourceVersion in its metadata; `conflict` when it changed since. */
  async replace(obj: KubeObject): Promise<'replaced' | 'conflict'> {
    const r = await this.call('PUT', await this.path(obj), JSON.stringify(obj), 'application/json');
    if (r.status === 409) return 'conflict';
    this.expect(r, 200, `replace ${describe(obj)}`);
    return 'replaced';
  }

  /** Creates an object (`metadata.generateName` allowed) and returns it as stored. */
  async createObject(obj: KubeObject): Promise<KubeObject> {
    const r = await this.call('POST', collectionPath(await this.served(obj.apiVersion, obj.kind), obj.metadata.namespace), JSON.stringify(obj), 'application/json');
    return this.expect(r, [200, 201], `create ${describe(obj)}`) as KubeObject;
  }

  /** PUT to a subresource such as a CertificateSigningRequest's `approval`. */
  async replaceSubresource(obj: KubeObject, subresource: string): Promise<KubeObject> {
    const r = await this.call('PUT', `${await this.path(obj)}/${subresource}`, JSON.stringify(obj), 'application/json');
    return this.expect(r, 200, `update ${describe(obj)} ${subresource}`) as KubeObject;
  }

  /** A JSON merge patch (RFC 7386) of a few fields, such as a Node's `spec.unschedulable`. */
  async mergePatch(obj: Pick<KubeObject, 'apiVersion' | 'kind' | 'metadata'>, patch: object): Promise<KubeObject> {
    const r = await this.call('PATCH', await this.path(obj), JSON.stringify(patch), 'application/merge-patch+json');
    return this.expect(r, 200, `patch ${describe(obj)}`) as KubeObject;
  }

  /**
   * Asks for a Pod's eviction (the policy/v1 Eviction subresource), which the apiserver grants only
   * while the Pod's PodDisruptionBudgets allow it: `blocked` (429) when one does not, `gone` when
   * the Pod no longer exists.
   */
  async evict(pod: Pick<KubeObject, 'metadata'>): Promise<'evicted' | 'blocked' | 'gone'> {
    const ref = { apiVersion: 'v1', kind: 'Pod', metadata: pod.metadata };
    const body = { apiVersion: 'policy/v1', kind: 'Eviction', metadata: { name: pod.metadata.name, namespace: pod.metadata.namespace } };
    const r = await this.call('POST', `${await this.path(ref)}/eviction`, JSON.stringify(body), 'application/json', { refusalIsAnswer: true });
    if (r.status === 429) return 'blocked';
    if (r.status === 404) return 'gone';
    this.expect(r, [200, 201], `evict ${describe(ref)}`);
    return 'evicted';
  }

  /** Deletes an object only while it is still at `resourceVersion`; false when it changed or is gone. */
  async deleteAt(obj: Pick<KubeObject, 'apiVersion' | 'kind' | 'metadata'>, resourceVersion: string): Promise<boolean> {
    const r = await this.call('DELETE', await this.path(obj), JSON.stringify({ kind: 'DeleteOptions', apiVersion: 'v1', preconditions: { resourceVersion } }), 'application/json');
    if (r.status === 409 || r.status === 404) return false;
    this.expect(r, [200, 202], `delete ${describe(obj)}`);
    return true;
  }

  /** GET /readyz: `ok`, or why not (unreachable, TLS, status), asked once so a gate sees it at once. Never throws. */
  async readiness(): Promise<string> {
    try {
      const r = await this.call('GET', '/readyz', undefined, undefined, { attempts: 1, refusalIsAnswer: true });
      return r.status === 200 ? 'ok' : `HTTP ${r.status}`;
    } catch (e) {
      return (e as Error).message;
    }
  }

  async ready(): Promise<boolean> {
    return (await this.readiness()) === 'ok';
  }

  /** POST to an arbitrary collection (reviews such as SubjectAccessReview). */
  async create(path: string, body: object): Promise<unknown> {
    return this.expect(await this.call('POST', path, JSON.stringify(body), 'application/json'), [200, 201], `create ${path}`);
  }

  /**
   * The REST resource of a kind: k8sform's own kinds from its table, any other from the apiserver's
   * discovery of its apiVersion; undefined when the apiserver does not serve it (yet: a
   * CustomResourceDefinition just created is served once it is established).
   */
  async resource(apiVersion: string, kind: string): Promise<ResourceType | undefined> {
    const known = knownResourceType(apiVersion, kind) ?? this.discovered.get(`${apiVersion}/${kind}`);
    if (known) return known;
    const r = await this.call('GET', discoveryPath(apiVersion));
    if (r.status === 404) return undefined;
    for (const t of discoveredTypes(apiVersion, this.expect(r, 200, `discover ${apiVersion}`))) this.discovered.set(`${t.apiVersion}/${t.kind}`, t);
    return this.discovered.get(`${apiVersion}/${kind}`);
  }

  /** The apiVersion the apiserver prefers for an API group (`v1` for the core group); undefined when it serves no such group. */
  async preferredVersion(group: string): Promise<string | undefined> {
    if (group === '') return 'v1';
    const r = await this.call('GET', `/apis/${encodeURIComponent(group)}`);
    if (r.status === 404) return undefined;
    return (this.expect(r, 200, `discover ${group}`) as { preferredVersion?: { groupVersion?: string } }).preferredVersion?.groupVersion;
  }

  private async served(apiVersion: string, kind: string): Promise<ResourceType> {
    const t = await this.resource(apiVersion, kind);
    if (!t) throw new RemoteError(`${this.opts.label ?? 'apiserver'} ${this.opts.host}:${this.opts.port}`, `${kind} (${apiVersion}) is not served: no such kind, or its CustomResourceDefinition is missing or not established`);
    return t;
  }

  private async path(obj: Pick<KubeObject, 'apiVersion' | 'kind' | 'metadata'>): Promise<string> {
    return objectPath(await this.served(obj.apiVersion, obj.kind), obj.metadata.name, obj.metadata.namespace);
  }

  private expect(r: Response, ok: number | number[], what: string): unknown {
    if ((Array.isArray(ok) ? ok : [ok]).includes(r.status)) return r.body;
    const message = (r.body as { message?: string } | undefined)?.message ?? `HTTP ${r.status}`;
    throw new RemoteError(`${this.opts.label ?? 'apiserver'} ${this.opts.host}:${this.opts.port}`, `${what}: ${message}`);
  }

  /**
   * One request; a read is asked again when its connection timed out or was cut: behind a balancer
   * the next connection may reach another apiserver (one whose etcd member is restarting hangs
   * until the balancer notices), and reading twice changes nothing. Any request the apiserver
   * refused for now and said when to ask again (429, or a 5xx with Retry-After: its storage
   * reinitializing after a restart or a restore, priority and fairness throttling) is asked again
   * then, as client-go does: it was not carried out.
   */
  private async call(method: string, path: string, body?: string, contentType?: string, opts: CallOptions = {}): Promise<Response> {
    const attempts = opts.attempts ?? (method === 'GET' ? READ_ATTEMPTS : 1);
    for (let attempt = 1, refusals = 0; ; attempt++) {
      let r: Response;
      try {
        r = await this.send(method, path, body, contentType);
      } catch (e) {
        if (attempt >= attempts || !(e instanceof ConnectionLost)) throw e;
        continue;
      }
      const askAgain = !opts.refusalIsAnswer && (r.status === 429 || (r.status >= 500 && r.retryAfter !== undefined));
      if (!askAgain || ++refusals > REFUSAL_RETRIES) return r;
      await new Promise((resolve) => setTimeout(resolve, Math.min(r.retryAfter ?? 1, MAX_RETRY_AFTER_SECONDS) * 1000));
    }
  }

  private async send(method: string, path: string, body?: string, contentType?: string): Promise<Response> {
    return this.route.slots.run(() => new Promise((resolve, reject) => {
      const req = this.request(method, path, body, contentType, reject, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Non-JSON bodies (readyz) stay text.
          }
          const retryAfter = Number(res.headers['retry-after']);
          resolve({ status: res.statusCode ?? 0, body: parsed, ...(res.headers['retry-after'] !== undefined && Number.isInteger(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}) });
        });
      });
      req.end(body);
    }));
  }

  /**
   * POST whose answer is a stream of newline-delimited JSON messages, as etcd's gateway answers a
   * server-streaming call (`{"result": ...}` per message, `{"error": ...}` when it fails midway).
   * Each result goes to `onResult` as it arrives and the next is read only once it settles, so a
   * large answer (a database snapshot) is never held in memory. Never retried.
   */
  async stream(path: string, body: object, onResult: (result: unknown) => Promise<void>): Promise<void> {
    const text = JSON.stringify(body);
    const where = `${this.opts.label ?? 'apiserver'} ${this.opts.host}:${this.opts.port}`;
    await this.route.slots.run(async () => {
      const res = await new Promise<IncomingMessage>((resolve, reject) => this.request('POST', path, text, 'application/json', reject, resolve).end(text));
      try {
        if (res.statusCode !== 200) {
          const chunks: Buffer[] = [];
          for await (const c of res) chunks.push(c as Buffer);
          throw new RemoteError(where, `stream ${path}: ${messageIn(Buffer.concat(chunks).toString('utf8')) ?? `HTTP ${res.statusCode}`}`);
        }
        let pending = '';
        const settle = async (line: string) => {
          if (!line.trim()) return;
          const message = JSON.parse(line) as { result?: unknown; error?: { message?: string } };
          if (message.error) throw new RemoteError(where, `stream ${path}: ${message.error.message ?? JSON.stringify(message.error)}`);
          await onResult(message.result);
        };
        for await (const c of res) {
          pending += (c as Buffer).toString('utf8');
          let end: number;
          while ((end = pending.indexOf('\n')) >= 0) {
            const line = pending.slice(0, end);
            pending = pending.slice(end + 1);
            await settle(line);
          }
        }
        if (!res.complete) throw new RemoteError(where, `stream ${path}: the connection was cut before the answer ended`);
        await settle(pending);
      } catch (e) {
        res.destroy();
        if (e instanceof RemoteError || !(e instanceof Error)) throw e;
        throw new RemoteError(where, `stream ${path}: ${e instanceof SyntaxError ? `not a stream of JSON messages (${e.message})` : e.message}`);
      }
    });
  }

  /** One HTTPS request on this client's route; `reject` gets its connection errors, typed. */
  private request(method: string, path: string, body: string | undefined, contentType: string | undefined, reject: (e: Error) => void, onResponse: (res: IncomingMessage) => void): ClientRequest {
    const { host, port, connections } = this.opts;
    const options: RequestOptions & { route: OpenRoute } = {
      host, port, path, method,
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) } : {}) },
      timeout: this.opts.timeoutMs ?? 30_000,
      agent: connections.agent,
      // Read by ApiConnections, which opens a connection (tunnel, identity, TLS) when none is free.
      route: this.route,
    };
    const req = https().request(options, onResponse);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e) => {
      const lost = e.message === 'timed out' || e.message === 'socket hang up' || ['ECONNRESET', 'EPIPE'].includes((e as NodeJS.ErrnoException).code ?? '');
      reject(new (lost ? ConnectionLost : RemoteError)(`${this.opts.label ?? 'apiserver'} ${host}:${port}`, `${method} ${path.split('?')[0]}: ${e.message}`));
    });
    return req;
  }
}

/** The message of an error answer (Kubernetes' Status, gRPC gateway's error), when it has one. */
function messageIn(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: string; error?: { message?: string } };
    return body.message ?? body.error?.message;
  } catch {
    return undefined;
  }
}

/** How many times a read is asked before its timeout or dropped connection is reported. */
const READ_ATTEMPTS = 3;

/** How many times a request refused for now is asked again (client-go's default), each after at most this wait. */
const REFUSAL_RETRIES = 10;
const MAX_RETRY_AFTER_SECONDS = 5;

interface CallOptions {
  /** How many times a request whose connection is lost is sent; reads three, writes once. */
  readonly attempts?: number;
  /** A refusal for now is the answer the caller wants (an eviction a PodDisruptionBudget blocks, a readiness check). */
  readonly refusalIsAnswer?: boolean;
}

/** A request whose connection timed out or was cut before an answer: the apiserver may never have seen it. */
class ConnectionLost extends RemoteError {}

const describe = (o: Pick<KubeObject, 'kind' | 'metadata'>) => `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata.name}`;
