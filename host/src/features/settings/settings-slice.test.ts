import type { SystemStatus } from '@tessera/shared';
import { flattenModules, settingsActions, settingsSlice, siteStatusOf } from './settings-slice';

const status = (over: Partial<SystemStatus>): SystemStatus =>
  ({
    maintenance: false,
    regionRestriction: false,
    location: { ip: '10.0.0.1' },
    info: { whitelabel: [], register: {}, customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [] },
    ...over,
  }) as SystemStatus;

describe('settings', () => {
  it('flattens the module tree', () => {
    expect(
      flattenModules([{ modId: 'REGGRP', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0' }, { modId: 'USERNAMEREG3', enabled: '1' }] }]),
    ).toEqual({ REGGRP: true, MOBILENUMREG3: false, USERNAMEREG3: true });
  });

  it('lets maintenance win over region block', () => {
    expect(siteStatusOf(status({ maintenance: { title: 'x' }, regionRestriction: true }))).toBe(1);
    expect(siteStatusOf(status({ regionRestriction: true }))).toBe(2);
    expect(siteStatusOf(status({}))).toBe(0);
  });

  it('stores the visitor ip for the block page', () => {
    const s = settingsSlice.reducer(undefined, settingsActions.statusLoaded(status({ regionRestriction: true })));
    expect(s).toMatchObject({ load: 'ready', siteStatus: 2, ip: '10.0.0.1' });
  });
});
