import type { AutomationKind } from '@/api/workflows';
import type { ScreenProps } from '@/ui/RouteSwitch';

/** A workflow or listener screen: the page's path parameters and the kind it serves. */
export interface KindScreenProps extends ScreenProps {
  kind: AutomationKind;
}
