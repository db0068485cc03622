import { EventBus } from './bus';
import { DELIVERY, INITIAL_STATE } from './events';

describe('event bus delivery', () => {
  it('replay-last: a late subscriber gets the current value at once', () => {
    const b = new EventBus();
    b.emit('language:changed', 'EN');
    const seen: string[] = [];
    b.on('language:changed', (l) => seen.push(l));
    expect(seen).toEqual(['EN']);
    b.emit('language:changed', 'PT');
    expect(seen).toEqual(['EN', 'PT']);
  });

  it('replay-last: starts from the declared initial value', () => {
    const b = new EventBus();
    expect(b.current('session:changed')).toEqual(INITIAL_STATE['session:changed']);
  });

  it('stream: a late subscriber does not see earlier events', () => {
    const b = new EventBus();
    b.emit('ui:modal-requested', { name: 'login' });
    const seen: string[] = [];
    b.on('ui:modal-requested', (m) => seen.push(m.name));
    expect(seen).toEqual([]);
    b.emit('ui:modal-requested', { name: 'register' });
    expect(seen).toEqual(['register']);
  });

  it('stream: has no current value', () => {
    expect(() => new EventBus().current('ui:toast-requested')).toThrow(/stream/);
  });

  it('unsubscribe stops delivery', () => {
    const b = new EventBus();
    const seen: number[] = [];
    const off = b.on('auth:login-required', () => seen.push(1));
    b.emit('auth:login-required', {});
    off();
    b.emit('auth:login-required', {});
    expect(seen).toEqual([1]);
  });

  it('declares a delivery for every replay channel with an initial value', () => {
    for (const [name, delivery] of Object.entries(DELIVERY)) {
      if (delivery === 'replay-last') expect(INITIAL_STATE).toHaveProperty(name);
    }
  });
});
