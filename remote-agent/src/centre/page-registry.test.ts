import { AGENT_PAGES, type AgentPage } from '@tessera/shared';
import { NO_FLAGS } from './contract-flags/flags';
import { isBuiltPage, menuEntries, PAGE_REGISTRY, resolvePage } from './page-registry';

it('has one entry per agent page, in AGENT_PAGES order', () => {
  expect(PAGE_REGISTRY.map((p) => p.key)).toEqual(AGENT_PAGES);
});

it('lists the base pages, and flagged pages only when on', () => {
  // The base pages are AGENT_PAGES before the four flagged ones.
  expect(menuEntries(NO_FLAGS).map((p) => p.key)).toEqual(AGENT_PAGES.slice(0, 8));
  expect(menuEntries({ ...NO_FLAGS, hourlySalary: true }).slice(8).map((p) => p.key)).toEqual(['agentHourSalary']);
});

it('sends an unknown page to team overview', () => {
  expect(isBuiltPage('agentTeamOverview')).toBe(true);
  expect(isBuiltPage('agentTeamManagement')).toBe(true);
  expect(isBuiltPage('agentHourSalary')).toBe(true);
  expect(isBuiltPage('agentAnnouncement')).toBe(true);
  expect(isBuiltPage('agentNoSuchPage')).toBe(false);
  expect(resolvePage(undefined)).toBe('agentTeamOverview');
  expect(resolvePage('agentNoSuchPage' as AgentPage)).toBe('agentTeamOverview');
});
