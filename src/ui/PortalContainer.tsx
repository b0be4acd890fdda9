import { createContext, useContext } from 'react';

/**
 * Where dialogs, dropdown menus and tooltips portal to: an element inside .sd-root, so the
 * scoped styles reach them and nothing is left on the host's body after unmount.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
