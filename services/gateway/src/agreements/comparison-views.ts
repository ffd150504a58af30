import { AgreementsRpc, type Caller, type Comparison, ErrorCode } from '@avtalt/contracts';
import { DomainError } from '@avtalt/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { compress } from '../http/compression.middleware';
import { chooseEncoding, type Encoding, ENCODINGS, MIN_COMPRESS_BYTES } from '../http/content-encoding.rules';
import { RpcService } from '../rpc/rpc.service';

/** One comparison's content as the gateway sends it: validated once, serialised once, compressed once per encoding. */
export interface ComparisonBody {
  readonly etag: string;
  readonly comparison: Comparison;
  readonly json: Buffer;
  /** Compressed variants, made at the first request that accepts each. */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
  /** What the entry is counted as against the cache's bytes: the JSON, the parsed object, the variants. */
  readonly cost: number;
}

/** How many callers' last tags are remembered (a tag and two ids each: ~200 bytes). */
export const MAX_KNOWN_TAGS = 50_000;

/** Roughly what the parsed comparison occupies beside its JSON, per byte of JSON (measured: ~3×). */
const OBJECT_BYTES_PER_JSON_BYTE = 3;

/**
 * The comparisons this gateway process has sent, by content tag (least recently used first out), and
 * the tag each caller got last. Bounded in bytes (`maxBytes`) and in callers (MAX_KNOWN_TAGS); whatever
 * falls out only costs the next request of that caller the whole comparison again.
 *
 * Nothing is ever sent from here without agreements having said, for this caller and this request, that
 * this tag is theirs now: the cache saves the transfer, the validation, the serialisation and the
 * compression of a comparison, never the question whether the caller may see it and what it is now.
 */
export class ComparisonBodyCache {
  private readonly bodies = new Map<string, ComparisonBody>();
  private readonly known = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxKnown = MAX_KNOWN_TAGS,
  ) {}

  /** The body this caller got last for this agreement, if it is still here. */
  lastSent(agreementId: string, callerId: string): ComparisonBody | undefined {
    const tag = this.known.get(slotOf(agreementId, callerId));
    return tag === undefined ? undefined : this.bodies.get(tag);
  }

  /** The body of a tag, marked as just used. */
  body(tag: string): ComparisonBody | undefined {
    const body = this.bodies.get(tag);
    if (body) {
      this.bodies.delete(tag);
      this.bodies.set(tag, body);
    }
    return body;
  }

  /** Keeps a comparison under its tag (once: equal tags are equal contents) and returns its body. */
  keep(tag: string, comparison: Comparison): ComparisonBody {
    const kept = this.body(tag);
    if (kept) return kept;
    const json = Buffer.from(JSON.stringify(comparison));
    return this.keepBody({
      etag: tag,
      comparison,
      json,
      encoded: new Map(),
      cost: json.length * (1 + OBJECT_BYTES_PER_JSON_BYTE),
    });
  }

  /**
   * Keeps a body made before (one a request held while the cache let it go) and returns the one kept
   * under its tag.
   */
  keepBody(body: ComparisonBody): ComparisonBody {
    const kept = this.body(body.etag);
    if (kept) return kept;
    const tag = body.etag;
    // Larger than the whole cache: sent, not kept.
    if (body.cost > this.maxBytes) return body;
    this.bodies.set(tag, body);
    this.bytes += body.cost;
    for (const [oldest, entry] of this.bodies) {
      if (this.bytes <= this.maxBytes) break;
      this.bodies.delete(oldest);
      this.bytes -= entry.cost;
    }
    return body;
  }

  /** Remembers the tag this caller got. */
  noteSent(agreementId: string, callerId: string, tag: string): void {
    const slot = slotOf(agreementId, callerId);
    this.known.delete(slot);
    this.known.set(slot, tag);
    if (this.known.size > this.maxKnown) this.known.delete(this.known.keys().next().value!);
  }

  /** Bodies kept, and the bytes they are counted as. */
  size(): { bodies: number; bytes: number; callers: number } {
    return { bodies: this.bodies.size, bytes: this.bytes, callers: this.known.size };
  }
}

const slotOf = (agreementId: string, callerId: string) => `${agreementId} ${callerId}`;

/**
 * The caller's comparison, asked of agreements on every request and sent from bytes kept here when it
 * is unchanged (docs/performance.md, "The comparison's bytes"): agreements answers the tag of the
 * caller's view, and only the tag when it is the one this process holds for them.
 */
@Injectable()
export class ComparisonViews {
  readonly cache: ComparisonBodyCache;

  constructor(
    private readonly rpc: RpcService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cache = new ComparisonBodyCache(config.COMPARISON_CACHE_MB * 1024 * 1024);
  }

  async view(caller: Caller, agreementId: string, requestId?: string): Promise<ComparisonBody> {
    // Held by this request: other requests may push it out of the cache while agreements answers.
    const held = this.cache.lastSent(agreementId, caller.id);
    const reply = await this.rpc.request(
      AgreementsRpc.comparisonView,
      { caller, agreementId, ...(held ? { known: held.etag } : {}) },
      requestId,
    );
    let body: ComparisonBody;
    if ('unchanged' in reply) {
      // Only the tag asked with comes back unchanged.
      if (!held || reply.etag !== held.etag)
        throw new DomainError(ErrorCode.Internal, 'comparison reply: unchanged for a tag not asked');
      body = this.cache.keepBody(held);
    } else {
      body = this.cache.keep(reply.etag, reply.comparison);
    }
    this.cache.noteSent(agreementId, caller.id, body.etag);
    return body;
  }
}

/**
 * Sends a kept comparison: the JSON as serialised once, or its Brotli or gzip variant as the request
 * accepts (compressed once per body and encoding). `Vary: Accept-Encoding` as every compressible answer.
 */
export async function sendComparison(req: Request, res: Response, body: ComparisonBody): Promise<void> {
  res.vary('Accept-Encoding');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const encoding =
    body.json.length >= MIN_COMPRESS_BYTES ? chooseEncoding(req.headers['accept-encoding'], ENCODINGS) : null;
  let bytes = body.json;
  if (encoding) {
    let variant = body.encoded.get(encoding);
    if (!variant) {
      variant = new Promise<Buffer>((resolve, reject) =>
        compress(body.json, encoding, (error, out) => (error ? reject(error) : resolve(out))),
      );
      body.encoded.set(encoding, variant);
      // A failed compression is not kept: the next request tries again.
      variant.catch(() => body.encoded.delete(encoding));
    }
    try {
      bytes = await variant;
      res.setHeader('Content-Encoding', encoding);
    } catch {
      bytes = body.json;
    }
  }
  if (res.headersSent || res.destroyed) return;
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
