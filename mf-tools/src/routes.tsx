import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@plotwise/ui';
import { AboutPage } from './features/about/about-page';
import { LoanCalculatorPage } from './features/loan-calculator/loan-calculator-page';

/** The tools' route tree, exposed to the shell as `mf_tools/routes`. */
export default function ToolsRoutes() {
  return (
    <div data-remote="mf_tools" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/loan-calculator" element={<LoanCalculatorPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
