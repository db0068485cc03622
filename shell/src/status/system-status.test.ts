import { decideStatus, flattenFlags } from './system-status';

describe('decideStatus', () => {
  it('is the app in status 0', () => {
    expect(decideStatus({ status: 0, info: { maintenance: false, regionRestriction: false } })).toBe(0);
  });
  it('is maintenance in status 1 and region block in status 2', () => {
    expect(decideStatus({ status: 1 })).toBe(1);
    expect(decideStatus({ status: 2 })).toBe(2);
  });
  it('gives maintenance precedence over the region block', () => {
    expect(decideStatus({ status: 2, info: { maintenance: true, regionRestriction: true } })).toBe(1);
    expect(decideStatus({ status: 0, info: { maintenance: true, regionRestriction: true } })).toBe(1);
  });
  it('honours the info flags when the code says 0', () => {
    expect(decideStatus({ status: 0, info: { maintenance: false, regionRestriction: true } })).toBe(2);
  });
});

describe('flattenFlags', () => {
  it('flattens the whitelabel tree to { MODID: enabled }', () => {
    expect(
      flattenFlags([
        {
          modId: 'AGENTPOLICY3',
          enabled: true,
          childrenNodes: [{ modId: 'RTSALARY3', enabled: true, childrenNodes: [] }],
        },
        {
          modId: 'FREEPLAY3',
          enabled: false,
          childrenNodes: [{ modId: 'CHILD3', enabled: true, childrenNodes: [] }],
        },
      ]),
    ).toEqual({ AGENTPOLICY3: true, RTSALARY3: true, FREEPLAY3: false, CHILD3: false });
  });
  it('is empty without a tree', () => {
    expect(flattenFlags(undefined)).toEqual({});
  });
});
