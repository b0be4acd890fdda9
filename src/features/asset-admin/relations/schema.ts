import * as yup from 'yup';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export interface CmdbRelationFormValues {
  forward_relation_name: string;
  inverse_relation_name: string;
  description: string;
}

export const EMPTY_CMDB_RELATION: CmdbRelationFormValues = {
  forward_relation_name: '',
  inverse_relation_name: '',
  description: '',
};

export const cmdbRelationSchema = yup.object({
  forward_relation_name: yup.string().trim().required(RECORD_MESSAGES.required),
  inverse_relation_name: yup.string().trim().required(RECORD_MESSAGES.required),
  description: yup.string(),
});

export const cmdbRelationServerFields = serverFieldMap<keyof CmdbRelationFormValues>({
  forward_relation_name: 'forward_relation_name',
  inverse_relation_name: 'inverse_relation_name',
  description: 'description',
});
