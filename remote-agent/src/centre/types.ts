import type { BuiltPage } from './page-registry';

export interface AgentCentreState {
  /** Always a page this build has; a request for any other page lands on the default. */
  page: BuiltPage;
}
