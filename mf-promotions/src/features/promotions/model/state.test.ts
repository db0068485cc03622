import { affordanceOf } from './state';

describe('affordanceOf', () => {
  it('asks a guest to log in before applying or opening an envelope', () => {
    expect(affordanceOf({ state: 'OPEN', action: 'APPLY' }, true)).toBe('login');
    expect(affordanceOf({ state: 'OPEN', action: 'RAFFLE' }, true)).toBe('login');
  });
  it('follows an application: apply, under review, claim, claimed; a rejected one may apply again', () => {
    expect(affordanceOf({ state: 'OPEN', action: 'APPLY' }, false)).toBe('apply');
    expect(affordanceOf({ state: 'APPLYING', action: 'APPLY' }, false)).toBe('review');
    expect(affordanceOf({ state: 'JOINED', action: 'APPLY' }, false)).toBe('claim');
    expect(affordanceOf({ state: 'CLAIMED', action: 'APPLY' }, false)).toBe('claimed');
    expect(affordanceOf({ state: 'REJECTED', action: 'APPLY' }, false)).toBe('apply');
  });
  it('opens an envelope once a day; time closes everything', () => {
    expect(affordanceOf({ state: 'OPEN', action: 'RAFFLE' }, false)).toBe('envelope');
    expect(affordanceOf({ state: 'CLAIMED', action: 'RAFFLE' }, false)).toBe('openedToday');
    expect(affordanceOf({ state: 'CLOSED', action: 'RAFFLE' }, false)).toBe('closed');
    expect(affordanceOf({ state: 'COMING_SOON', action: 'APPLY' }, true)).toBe('comingSoon');
  });
});
