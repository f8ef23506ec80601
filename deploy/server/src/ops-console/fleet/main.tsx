// Built by webpack on its own (ops-console.webpack.config.cjs → dist/ops-console/fleet.js), typed by tsconfig.fleet.json.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FleetApp } from './fleet-app';

const mount = document.getElementById('oc-fleet');
if (mount) {
  createRoot(mount).render(
    <StrictMode>
      <FleetApp />
    </StrictMode>,
  );
}
