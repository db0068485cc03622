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
    b.emit('ui:toast-requested', { kind: 'info', message: 'one' });
    const seen: string[] = [];
    b.on('ui:toast-requested', (m) => seen.push(m.message));
    expect(seen).toEqual([]);
    b.emit('ui:toast-requested', { kind: 'info', message: 'two' });
    expect(seen).toEqual(['two']);
  });

  it('stream: has no current value', () => {
    expect(() => new EventBus().current('ui:toast-requested')).toThrow(/stream/);
  });

  it('unsubscribe stops delivery', () => {
    const b = new EventBus();
    const seen: number[] = [];
    const off = b.on('ui:navigate-requested', () => seen.push(1));
    b.emit('ui:navigate-requested', { to: '/' });
    off();
    b.emit('ui:navigate-requested', { to: '/' });
    expect(seen).toEqual([1]);
  });

  it('declares a delivery for every replay channel with an initial value', () => {
    for (const [name, delivery] of Object.entries(DELIVERY)) {
      if (delivery === 'replay-last') expect(INITIAL_STATE).toHaveProperty(name);
    }
  });
});

describe('command delivery', () => {
  it("resolves a request with the one owner's answer", async () => {
    const b = new EventBus();
    b.handle('ui:modal-requested', (req) => ({ name: req.name, outcome: 'closed' }));
    await expect(b.request('ui:modal-requested', { name: 'login' })).resolves.toEqual({
      name: 'login',
      outcome: 'closed',
    });
  });

  it('queues requests made before the owner subscribes and hands them over in order', async () => {
    const b = new EventBus();
    const unowned: string[] = [];
    b.onUnowned((e) => unowned.push(e.name));
    const first = b.request('ui:modal-requested', { name: 'login' });
    b.emit('ui:modal-requested', { name: 'register' });
    expect(unowned).toEqual(['ui:modal-requested', 'ui:modal-requested']);
    const seen: string[] = [];
    b.handle('ui:modal-requested', (req) => {
      seen.push(req.name);
      return { name: req.name, outcome: 'closed' };
    });
    await expect(first).resolves.toEqual({ name: 'login', outcome: 'closed' });
    expect(seen).toEqual(['login', 'register']);
  });

  it('has exactly one owner; giving it up queues later requests again', async () => {
    const b = new EventBus();
    const off = b.handle('game:launch-requested', () => undefined);
    expect(() => b.handle('game:launch-requested', () => undefined)).toThrow(/already has an owner/);
    expect(b.hasOwner('game:launch-requested')).toBe(true);
    off();
    expect(b.hasOwner('game:launch-requested')).toBe(false);
    let taken = false;
    const p = b.request('game:launch-requested', { gameCode: 'DICE', gameType: '', vassalage: '' });
    b.handle('game:launch-requested', () => {
      taken = true;
    });
    await p;
    expect(taken).toBe(true);
  });

  it("passes an owner's failure to the requester", async () => {
    const b = new EventBus();
    b.handle('game:launch-requested', () => {
      throw new Error('refused');
    });
    await expect(
      b.request('game:launch-requested', { gameCode: 'X', gameType: '', vassalage: '' }),
    ).rejects.toThrow('refused');
  });

  it("lets others observe a command's requests without answering them", async () => {
    const b = new EventBus();
    const seen: string[] = [];
    b.on('ui:modal-requested', (r) => seen.push(r.name));
    const answer = b.request('ui:modal-requested', { name: 'login' });
    expect(seen).toEqual(['login']);
    b.handle('ui:modal-requested', (r) => ({ name: r.name, outcome: 'closed' }));
    await expect(answer).resolves.toEqual({ name: 'login', outcome: 'closed' });
  });
});
