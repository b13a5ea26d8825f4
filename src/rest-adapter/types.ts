import type { AppDeps } from '../server/context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route's input mapping sees of the HTTP request. */
export interface RouteRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** What a REST route answers: a JSON body (wrapped in the success envelope unless `raw`), or a file. */
export type RestReply =
  | { status?: number; json: Record<string, unknown> }
  | { status?: number; file: { contentType: string; filename: string; data: Buffer | string } };

export interface RestRoute {
  method: HttpMethod;
  /** Path below /api, with `{name}` parameters as in rest-calls.tsv. */
  path: string;
  /** Dotted tRPC procedure path, e.g. 'system.health'. */
  procedure: string;
  /** The catalogue group (rest-calls.tsv), used as the OpenAPI tag. */
  group: string;
  summary: string;
  /** Build the procedure input. Default: path params over the query (GET, DELETE) or over the JSON body. */
  input?: (req: RouteRequest) => unknown;
  /**
   * A multipart route: the parts are read into the body as `{...fields, files: UploadedFile[]}` (base64), each
   * file at most `maxFileBytes` (larger → 413). `fileField` is the part's name when it is not the input's (`file`), for
   * the OpenAPI description.
   */
  multipart?: { maxFileBytes: number; maxFiles: number; fileField?: string };
  /** Shape the answer. Default: `{ success: true, data: output }`. */
  respond?: (output: unknown) => RestReply;
  /**
   * A probe of the server's health, asked by load balancers and orchestrators every few seconds: answered with what
   * the procedure answers, read by `probe` straight from the server (no token, no input, no tRPC caller). Counted
   * against the caller's rate limit like any call (a probe's address is the balancer's).
   */
  probe?: (deps: AppDeps) => unknown;
}
