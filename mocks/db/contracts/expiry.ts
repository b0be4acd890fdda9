import { nowDbDate } from '../dates';

export interface Expiry {
  /** 'Expired' once the end date has passed, else 'Expires'. */
  title: string;
  timestamp: string;
}

/** When a contract ends, as its list rows show it; null without an end date. */
export function expiryOf(endDate: string | null, now = nowDbDate()): Expiry | null {
  return endDate ? { title: endDate < now ? 'Expired' : 'Expires', timestamp: endDate } : null;
}
