import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@plotwise/ui';
import { HomePage } from './features/home/home-page';

/** The catalog's route tree, exposed to the shell as `mf_catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
