import { isOn, NO_FLAGS, toContractFlags } from './flags';

it('reads loosely typed flag values', () => {
  for (const on of [true, 1, 2, '1', 'Y', 'D', ['x'], { a: 1 }]) expect(isOn(on)).toBe(true);
  for (const off of [false, 0, '', '0', 'false', 'N', null, undefined, [], {}]) expect(isOn(off)).toBe(false);
});

it('turns any of a page’s consolidated fields on', () => {
  expect(toContractFlags({})).toEqual(NO_FLAGS);
  expect(toContractFlags({ divtypeinfo: '1', contractmrdailysalinfotype: 'D', contracthoursalreq: 0, realtimesalreqtype: '0' })).toEqual({
    contract: true,
    dailySalary: true,
    hourlySalary: false,
    realTimeSalary: false,
  });
  expect(toContractFlags({ contracthoursalinfo: true, realtimesalreqtype: 1 })).toMatchObject({ hourlySalary: true, realTimeSalary: true });
});
