import { api, type SystemStatus } from '@tessera/shared';

export const settingsApi = {
  systemStatus: (): Promise<SystemStatus> => api.call('systemStatus'),
};
