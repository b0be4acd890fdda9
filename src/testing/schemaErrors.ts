import type { AnyObjectSchema } from 'yup';

/** The first message per field, as the form shows them; {} when the values are valid. */
export async function schemaErrors(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

/** The subject, description and identifier rules every record form shares, with `valid` values. */
export function describeTextLimits(name: string, schema: AnyObjectSchema, valid: object) {
  const errors = (values: object) => schemaErrors(schema, { ...valid, ...values });

  describe(`the ${name} form refuses blank, over-long and emoji text with the spec messages`, () => {
    it('accepts the valid values', async () => {
      expect(await errors({})).toEqual({});
    });

    it('whitespace-only subject and description are required', async () => {
      expect(await errors({ subject: ' \t\n\u00a0 ', description: '<p>&nbsp; </p><p> </p>' })).toEqual({
        subject: 'This field is required.',
        description: 'This field is required.',
      });
    });

    it('over-long subject and identifier name the limit', async () => {
      expect(await errors({ subject: 'x'.repeat(51), identifier: 'y'.repeat(46) })).toEqual({
        subject: 'The subject should be less than 50 characters.',
        identifier: 'The identifier should be less than 45 characters.',
      });
    });

    it('counts characters as the backend does: 50 emoji are 50 characters', async () => {
      expect(await errors({ subject: '😀'.repeat(50), identifier: '𝕏'.repeat(45) })).toEqual({});
      expect(await errors({ subject: '😀'.repeat(51) })).toEqual({
        subject: 'The subject should be less than 50 characters.',
      });
    });
  });
}
