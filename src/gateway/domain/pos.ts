// Point of sale (request-parameters.md 2.22 in, gateway-api.md 2.4 out). The simulated acquirer's
// receipt data is derived from the payment id, so every read of a payment answers the same codes,
// and from its status at the time of asking, so a later status change shows on the receipt.
import { createHash } from 'node:crypto';
import type { Params } from '../catalogue/types.ts';
import type { PosRequest, Status } from './types.ts';

export function posRequest(params: Params): PosRequest | undefined {
  const terminalId = params['pos.terminalId'];
  const entryMode = params['pos.entryMode'];
  // The catalogue requires both once any pos.* parameter is sent, so one missing means no pos data.
  if (!terminalId || !entryMode) return undefined;
  return { terminalId, entryMode, ...(params['pos.iccDataRequest'] ? { iccDataRequest: params['pos.iccDataRequest'] } : {}) };
}

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest();

/** yyyy-MM-dd HH:mm:ss (24-hour, UTC): the format of pos.timestamp. */
const posTimestamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Six letters and digits, as printed authorisation codes are. */
function authorisationCode(seed: Buffer): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return [...seed.subarray(0, 6)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * EMV issuer data for the card: tag 91 (ARPC and authorisation response code) and tag 8A (the
 * response code alone), hex. "00" approves, "05" declines, so the terminal can finish the card dialogue.
 */
function iccResponse(request: string, paymentId: string, approved: boolean): string {
  const arc = Buffer.from(approved ? '00' : '05').toString('hex');
  const arpc = digest('arpc', paymentId, request).subarray(0, 8).toString('hex');
  return `910A${arpc}${arc}8A02${arc}`.toUpperCase();
}

const STATUS_TEXT: Record<Status, string> = { approved: 'APPROVED', pending: 'PENDING', declined: 'DECLINED', rejected: 'DECLINED' };

/** The pos object of the payment response. */
export function posFields(pos: PosRequest, payment: { id: string; entityId: string; status: Status; createdAt: Date }): Record<string, unknown> {
  const approved = payment.status === 'approved';
  const seed = digest('pos', payment.id);
  return {
    clearing: {
      ...(approved
        ? { authorizationAcquirerCode: authorisationCode(seed.subarray(0, 6)), authorizationIssuerCode: authorisationCode(seed.subarray(6, 12)) }
        : {}),
      identifier: BigInt(`0x${seed.subarray(12, 20).toString('hex')}`)
        .toString()
        .padStart(20, '0')
        .slice(-12),
    },
    merchantId: `DEV${payment.entityId.slice(0, 12).toUpperCase()}`,
    ...(pos.iccDataRequest && payment.status !== 'pending' ? { iccDataResponse: iccResponse(pos.iccDataRequest, payment.id, approved) } : {}),
    statusText: STATUS_TEXT[payment.status],
    timestamp: posTimestamp(payment.createdAt),
  };
}
