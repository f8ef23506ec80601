import { NO_FLAGS } from '../contract-flags/flags';
import { menuPages, resolvePage } from './pages';

it('lists the base pages in spec order, and flagged pages only when on', () => {
  expect(menuPages(NO_FLAGS)).toEqual([
    'agentAnnouncement',
    'agentTeamOverview',
    'agentRegisterAccount',
    'agentTeamManagement',
    'agentTeamBetting',
    'agentUserLoss',
    'agentMyIncome',
    'agentAccountDetails',
  ]);
  expect(menuPages({ ...NO_FLAGS, hourlySalary: true }).slice(8)).toEqual(['agentHourSalary']);
});

it('sends a page this build lacks to team overview', () => {
  expect(resolvePage(undefined)).toBe('agentTeamOverview');
  expect(resolvePage('agentHourSalary')).toBe('agentTeamOverview');
});
