// Built by webpack on its own (ops-console.webpack.config.cjs → dist/ops-console/console.js), typed by tsconfig.fleet.json.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

const mount = document.getElementById('oc-root');
if (mount) {
  createRoot(mount).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}
