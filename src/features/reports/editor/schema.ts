import * as yup from 'yup';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export const REPORT_NAME_MAX = 25;

export const REPORT_MESSAGES = {
  nameMax: 'The name should be less than 25 characters.',
} as const;

export interface ReportInfoValues {
  name: string;
  description: string;
}

export const reportInfoSchema = yup.object({
  name: yup.string().trim().required(RECORD_MESSAGES.required).max(REPORT_NAME_MAX, REPORT_MESSAGES.nameMax),
  description: yup.string(),
});

export const reportServerFields = serverFieldMap<keyof ReportInfoValues>({
  name: 'name',
  description: 'description',
});
