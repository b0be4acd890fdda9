import type { Option } from '../dependencies/types';

/** What the release form sends (POST /service-desk/api/release, multipart). */
export interface ReleaseSaveValues {
  subject: string;
  identifier: string;
  description: string;
  status: Option | null;
  priority: Option | null;
  releaseType: Option | null;
  location: Option | null;
  /** 'YYYY-MM-DDTHH:mm' from the date-time inputs, or ''. */
  plannedStart: string;
  plannedEnd: string;
  assets: Option[];
  attachment: File | null;
}
