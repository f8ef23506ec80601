import { api, type CountryEntry, type SystemStatus } from '@tessera/shared';

export const settingsApi = {
  systemStatus: (): Promise<SystemStatus> => api.call('systemStatus'),
  countries: (): Promise<CountryEntry[]> => api.call('country'),
};
