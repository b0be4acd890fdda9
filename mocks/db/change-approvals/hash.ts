import { randomBytes } from 'node:crypto';

/** A link hash for one approver on one change: 256 random bits, hex. */
export function newApprovalHash(): string {
  return randomBytes(32).toString('hex');
}
