/** The name a host loads the plugin's container by (the Module Federation remote's name). */
export const remoteName = 'serviceDesk';

/** The container's module for an area's route application: its exports are the application's lifecycles. */
export const routeModuleOf = (areaId: string) => `./routes/${areaId}`;

/** The container's module for a slot: its exports are the parcel's lifecycles. */
export const slotModuleOf = (slotId: string) => `./slots/${slotId}`;
