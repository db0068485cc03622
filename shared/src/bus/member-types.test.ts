import { isAgentType, isTrialType } from './events';

describe('the agent-type rule (spec 4 and 9)', () => {
  it('knows agents by member types 1, 2, 41 and 42', () => {
    expect([0, 1, 2, 3, 4, 40, 41, 42, 43].filter(isAgentType)).toEqual([1, 2, 41, 42]);
  });

  it('knows a trial account by member type 4, which is never an agent', () => {
    expect([0, 1, 2, 4, 41, 42].filter(isTrialType)).toEqual([4]);
    expect(isAgentType(4)).toBe(false);
  });
});
