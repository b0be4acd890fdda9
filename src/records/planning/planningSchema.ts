import * as yup from 'yup';
import { htmlText } from '@/format/htmlText';
import { LIMITS } from '@/ui/constants';

export const PLANNING_MESSAGES = {
  required: 'This field is required.',
  titleTooLong: 'The title should be less than 50 characters.',
} as const;

/** The planning popup: description required; the solution's title at most 50 characters. */
export const planningSchema = yup.object({
  title: yup.string().max(LIMITS.solutionTitle, PLANNING_MESSAGES.titleTooLong),
  description: yup.string().test('required', PLANNING_MESSAGES.required, (value) => htmlText(value ?? '') !== ''),
});

export type PlanningErrors = Partial<Record<'title' | 'description', string>>;

export function validatePlanning(values: { title: string; description: string }): PlanningErrors {
  try {
    planningSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: PlanningErrors = {};
    if (error instanceof yup.ValidationError) {
      for (const inner of error.inner) {
        const path = inner.path as keyof PlanningErrors | undefined;
        if (path && !errors[path]) errors[path] = inner.message;
      }
    }
    return errors;
  }
}
