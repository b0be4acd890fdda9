/** The icons a saved filter can carry: the icon class stored with it, and how the plugin draws it. */
export const FILTER_ICONS = [
  {
    iconClass: 'fa fa-filter',
    labelKey: 'filter_icon_filter',
    path: 'M1.5 2h13a.5.5 0 0 1 .4.8L10 9v4.5a.5.5 0 0 1-.8.4l-2-1.5a.5.5 0 0 1-.2-.4V9L1.1 2.8A.5.5 0 0 1 1.5 2z',
  },
  {
    iconClass: 'fa fa-star',
    labelKey: 'filter_icon_star',
    path: 'M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5L8 12.2l-4.5 2.4.9-5L.8 6.1l5-.7z',
  },
  {
    iconClass: 'fa fa-flag',
    labelKey: 'filter_icon_flag',
    path: 'M2.5 1a.5.5 0 0 1 .5.5V2h9.5a.5.5 0 0 1 .4.8L11 5.5l1.9 2.7a.5.5 0 0 1-.4.8H3v6.5a.5.5 0 0 1-1 0v-14a.5.5 0 0 1 .5-.5z',
  },
  {
    iconClass: 'fa fa-bookmark',
    labelKey: 'filter_icon_bookmark',
    path: 'M3 1.5A1.5 1.5 0 0 1 4.5 0h7A1.5 1.5 0 0 1 13 1.5v14a.5.5 0 0 1-.8.4L8 12.6l-4.2 3.3a.5.5 0 0 1-.8-.4z',
  },
  {
    iconClass: 'fa fa-bell',
    labelKey: 'filter_icon_bell',
    path: 'M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm5-5V7a5 5 0 0 0-4-4.9V1a1 1 0 0 0-2 0v1.1A5 5 0 0 0 3 7v4l-1.5 1.5V13h13v-.5z',
  },
] as const;

/** The icon of a saved filter, 16 px; nothing for an icon class the plugin does not draw. */
export function FilterIcon({ iconClass }: { iconClass: string | undefined }) {
  const icon = FILTER_ICONS.find((candidate) => candidate.iconClass === iconClass);
  if (!icon) return null;
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="currentColor" aria-hidden data-icon={icon.iconClass}>
      <path d={icon.path} />
    </svg>
  );
}
