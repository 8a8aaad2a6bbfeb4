import { mountStandalone } from '@plotwise/ui';
import RemoteRoutes from './routes';

mountStandalone(RemoteRoutes);
