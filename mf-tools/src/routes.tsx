import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@plotwise/ui';
import { LoanCalculatorPage } from './features/loan-calculator/loan-calculator-page';

/** The tools' route tree, exposed to the shell as `mf_tools/routes`. */
export default function ToolsRoutes() {
  return (
    <Routes>
      <Route path="/loan-calculator" element={<LoanCalculatorPage />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
