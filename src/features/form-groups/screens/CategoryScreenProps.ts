import type { FormGroupCategory } from '@/api/form-groups';
import type { ScreenProps } from '@/ui/RouteSwitch';

/** A form group screen: the page's path parameters and the category it serves. */
export interface CategoryScreenProps extends ScreenProps {
  category: FormGroupCategory;
}
