import { randomBytes } from 'node:crypto';
import {
  children,
  encodeOid,
  encodeTlv,
  encodeUnsignedInteger,
  expectTag,
  integerHex,
  normalHex,
  readTlv,
} from '../verify/der';
import { checkTimestampToken, digest, OID, parseSignedData, withUnsignedAttribute } from '../verify/cms';

/**
 * An RFC 3161 signature timestamp for the seal (PAdES B-T): the SHA-256 of the SignerInfo's signature
 * value is sent to the timestamp authority (`TSA_URL`, HTTP POST `application/timestamp-query`, a nonce,
 * certReq), its token is checked (status granted, our imprint and nonce, its signature) and added as the
 * unsigned attribute id-aa-signatureTimeStampToken. A TSA that does not answer in time, or answers
 * anything else, throws: the seal job fails and is retried, and nothing is sealed without the timestamp.
 */

export interface TimestampAuthority {
  url: string;
  timeoutMs: number;
}

/** TimeStampReq (RFC 3161 2.4.1): version 1, SHA-256 imprint, nonce, certReq TRUE. */
export function timestampRequest(imprint: Uint8Array, nonce: Uint8Array): Buffer {
  const algorithm = encodeTlv(0x30, Buffer.concat([encodeOid(OID.sha256), Buffer.from([0x05, 0x00])]));
  const messageImprint = encodeTlv(0x30, Buffer.concat([algorithm, encodeTlv(0x04, Buffer.from(imprint))]));
  return encodeTlv(
    0x30,
    Buffer.concat([
      Buffer.from([0x02, 0x01, 0x01]),
      messageImprint,
      encodeUnsignedInteger(nonce),
      Buffer.from([0x01, 0x01, 0xff]),
    ]),
  );
}

/** The token of a TimeStampResp whose status is granted (0) or grantedWithMods (1). */
export function tokenOfResponse(response: Uint8Array): Buffer {
  const parts = children(response, expectTag(readTlv(response, 0), 0x30, 'a TimeStampResp'));
  const status = Number.parseInt(
    integerHex(response, children(response, expectTag(parts[0], 0x30, 'a PKIStatusInfo'))[0]),
    16,
  );
  if (status !== 0 && status !== 1)
    throw new Error(`the timestamp authority refused the request (status ${status})`);
  if (!parts[1]) throw new Error('the timestamp authority answered without a token');
  return Buffer.from(response.subarray(parts[1].start, parts[1].end));
}

export async function requestTimestamp(tsa: TimestampAuthority, signature: Uint8Array): Promise<Buffer> {
  const imprint = digest('sha256', signature);
  // A positive nonce of 8 bytes (first byte nonzero and below 0x80: already minimal).
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0] & 0x7f) | 0x01;
  let response: Response;
  try {
    response = await fetch(tsa.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
      body: timestampRequest(imprint, nonce),
      signal: AbortSignal.timeout(tsa.timeoutMs),
    });
  } catch (error) {
    throw new Error(
      `the timestamp authority did not answer within ${tsa.timeoutMs} ms (${(error as Error).name})`,
    );
  }
  if (!response.ok) throw new Error(`the timestamp authority answered HTTP ${response.status}`);
  const token = tokenOfResponse(Buffer.from(await response.arrayBuffer()));
  const check = checkTimestampToken(token, signature);
  if (!check.ok) throw new Error(`the timestamp token does not hold: ${check.reason}`);
  if (check.tst.nonceHex !== normalHex(nonce.toString('hex')))
    throw new Error('the timestamp token has another nonce');
  return token;
}

/** The CMS with the timestamp of its (only) SignerInfo's signature added as an unsigned attribute. */
export async function addSignatureTimestamp(cms: Buffer, tsa: TimestampAuthority): Promise<Buffer> {
  const signer = parseSignedData(cms).signerInfos[0];
  const token = await requestTimestamp(tsa, signer.signature);
  const attribute = encodeTlv(
    0x30,
    Buffer.concat([encodeOid(OID.signatureTimeStampToken), encodeTlv(0x31, token)]),
  );
  return withUnsignedAttribute(cms, attribute);
}
