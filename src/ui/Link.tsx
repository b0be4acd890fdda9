import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePluginContext } from '../host/PluginContext';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/**
 * An anchor that navigates through the host's router; modified clicks (new tab, new window) and
 * links to other windows keep the browser's own behaviour.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { navigate } = usePluginContext();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}
