import type { AnyTRPCProcedure, TRPCRouterRecord, inferProcedureOutput } from '@trpc/server';
import type { z } from 'zod';
import type { AppDeps } from '../server/context';
import type { AppRouter } from '../server/routers';

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

/** What a route answers on success, for the OpenAPI document and the answers test: the JSON body per 2xx status, or a file. */
export interface AnswerDoc {
  /** The JSON body per success status (the body as JSON carries it is `jsonForm` of it). */
  json: Partial<Record<200 | 201 | 202, z.ZodType>>;
  /** A download (200) and its content type. */
  file?: { contentType: string };
}

/**
 * How a route answers a procedure's output: the reply itself, and `doc`, the same envelope told as schemas (the body
 * schema per status from the procedure's output schema). One object, so what is sent and what is documented cannot
 * drift apart. `Out` is what the envelope needs of the output; a route's procedure must answer at least that.
 */
export type Envelope<Out> = ((output: Out) => RestReply) & { doc: (output: z.ZodType) => AnswerDoc };

/** `{'cart.add': typeof cart.add, ...}`: every procedure of a router record by its dotted path. */
type ProceduresOf<Record extends TRPCRouterRecord, Prefix extends string = ''> = {
  [K in keyof Record & string]: Record[K] extends AnyTRPCProcedure
    ? { [P in `${Prefix}${K}`]: Record[K] }
    : Record[K] extends TRPCRouterRecord
      ? ProceduresOf<Record[K], `${Prefix}${K}.`>
      : never;
}[keyof Record & string];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Procedures = UnionToIntersection<ProceduresOf<AppRouter['_def']['record']>>;

/** A procedure's dotted path, e.g. 'cart.add'. */
export type ProcedurePath = keyof Procedures & string;
/** What a procedure answers (the server's value: Dates, not their JSON strings). */
export type ProcedureOutput<P extends ProcedurePath> = inferProcedureOutput<Procedures[P]>;

/** A route of the table for one procedure: its `respond` gets that procedure's output, typed. */
interface RouteOf<P extends ProcedurePath> {
  method: HttpMethod;
  /** Path below /api, with `{name}` parameters as in rest-calls.tsv. */
  path: string;
  /** Dotted tRPC procedure path, e.g. 'system.health'. */
  procedure: P;
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
  /** Shape the answer (src/rest-adapter/envelope.ts). Default: `{ success: true, data: output }`. */
  respond?: Envelope<ProcedureOutput<P>>;
  /**
   * A probe of the server's health, asked by load balancers and orchestrators every few seconds: answered with what
   * the procedure answers, read by `probe` straight from the server (no input, no tRPC caller) when the call carries no
   * token; a call with a token goes through the procedure (an administrator sees health's details). Counted
   * against the caller's rate limit like any call (a probe's address is the balancer's).
   */
  probe?: (deps: AppDeps) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>;
}

/** A row of the route table: told apart by its procedure, so its `respond` is checked against that procedure's output. */
export type RestRoute = { [P in ProcedurePath]: RouteOf<P> }[ProcedurePath];
