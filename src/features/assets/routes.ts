import assetTexts from '../../i18n/en/assets.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { screenRoutes } from '../../federation/screenRoutes';
import { assetPages } from './pages';
import AssetViewScreen from './screens/AssetViewScreen';

/** One page: its screen comes with the area's chunk (a chunk of its own would only add a request). */
export const assetRoutes = screenRoutes(assetPages, { show: AssetViewScreen });

export const { bootstrap, mount, unmount, update } = createRouteApplication(assetRoutes, assetTexts);
