import type { TextRecord, TextRecordStore } from '../../db/records/text-record';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import { readString } from '../../http/query';
import type { ReferenceRecord, UniqueText } from './reference-record';

/** A text of the form besides the unique one: its field (and column), label, length limit, and whether it is required. */
export interface TextField<TText extends string> {
  name: TText;
  label: string;
  max: number;
  required?: boolean;
}

interface TextRecordOptions<TText extends string, TSort extends string> {
  http: ReferenceRecord<TextRecord<TText>, Record<TText, string>, TSort>['http'];
  unique: UniqueText & { name: TText };
  /** The form's other texts, read in order ('' when an optional one is not sent). */
  texts: readonly TextField<TText>[];
  store: TextRecordStore<TText, TSort>;
}

/**
 * A reference record whose form is its texts (an asset status, a CMDB relation type): named and
 * kept as its store says, sorted by id by default.
 */
export function textRecord<TText extends string, TSort extends string>({
  http,
  unique,
  texts,
  store,
}: TextRecordOptions<TText, TSort>): ReferenceRecord<TextRecord<TText>, Record<TText, string>, TSort> {
  return {
    noun: store.noun,
    table: store.table,
    http,
    sorts: { fields: store.sortFields, default: 'id' as TSort },
    unique,
    readInput(_db, fields, validator, uniqueText) {
      const input = { [unique.name]: uniqueText } as Record<TText, string>;
      for (const { name, label, max, required } of texts) {
        const value =
          (required ? readRequiredText(fields, name, label, validator) : readString(fields, name, validator)) ?? '';
        checkMaxLength(value, name, label, max, validator);
        input[name] = value;
      }
      return input;
    },
    store,
  };
}
