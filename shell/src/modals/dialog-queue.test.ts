import { DEFAULT_REGISTRY } from '../routing/load-registry';
import { DialogQueue, holdsAutomatic, priorityOf } from './dialog-queue';

const names = (q: DialogQueue) => DialogQueue.current(q.entries$.getValue())?.name ?? null;

describe('one dialog at a time', () => {
  it('orders by priority: forced change, asked-for, after-register, automatic', () => {
    expect(priorityOf({ name: 'changePassword', props: { forced: true } })).toBe(0);
    expect(priorityOf({ name: 'changePassword' })).toBe(1);
    expect(priorityOf({ name: 'login' })).toBe(1);
    expect(priorityOf({ name: 'afterRegister' })).toBe(2);
    expect(priorityOf({ name: 'announcement', props: { auto: true } })).toBe(3);
    expect(priorityOf({ name: 'announcement' })).toBe(1);
    expect(priorityOf({ name: 'afterLogin' })).toBe(3);
  });

  it('after registering shows the deposit prompt first and the announcements after it', async () => {
    const q = new DialogQueue();
    void q.add({ name: 'announcement', props: { auto: true } });
    const prompt = q.add({ name: 'afterRegister' });
    expect(names(q)).toBe('afterRegister');
    q.close(DialogQueue.current(q.entries$.getValue())!.key);
    await expect(prompt).resolves.toEqual({ name: 'afterRegister', outcome: 'closed' });
    expect(names(q)).toBe('announcement');
  });

  it('never covers the mandatory password change', () => {
    const q = new DialogQueue();
    void q.add({ name: 'changePassword', props: { forced: true } });
    void q.add({ name: 'login' });
    void q.add({ name: 'announcement' });
    expect(names(q)).toBe('changePassword');
  });

  it('shows the dialog the user asked for before the automatic announcements', () => {
    const q = new DialogQueue();
    void q.add({ name: 'announcement', props: { auto: true } });
    void q.add({ name: 'login' });
    expect(names(q)).toBe('login');
  });

  it('replaces the same dialog asked twice and tells the first caller', async () => {
    const q = new DialogQueue();
    const first = q.add({ name: 'notice', props: { id: 1 } });
    void q.add({ name: 'notice', props: { id: 2 } });
    await expect(first).resolves.toEqual({ name: 'notice', outcome: 'replaced' });
    expect(q.entries$.getValue().map((d) => d.props.id)).toEqual([2]);
  });

  it('a close of an older dialog never closes a newer one', () => {
    const q = new DialogQueue();
    void q.add({ name: 'login' });
    const oldKey = q.entries$.getValue()[0].key;
    void q.add({ name: 'login' });
    q.close(oldKey);
    expect(names(q)).toBe('login');
  });

  it('holds what the site shows by itself on the agent pages, not what the user asked for', () => {
    const q = new DialogQueue();
    void q.add({ name: 'afterLogin' });
    void q.add({ name: 'announcement', props: { auto: true } });
    expect(DialogQueue.current(q.entries$.getValue(), { holdAutomatic: true })).toBeNull();
    void q.add({ name: 'chat' });
    expect(DialogQueue.current(q.entries$.getValue(), { holdAutomatic: true })?.name).toBe('chat');
    // back on a player page, the held popup shows
    q.close(DialogQueue.current(q.entries$.getValue())!.key);
    expect(DialogQueue.current(q.entries$.getValue())?.name).toBe('announcement');
  });

  it("holds them on the agent pages and a player's own account pages, from the registry's routes", () => {
    const routes = new Map(DEFAULT_REGISTRY.remotes.flatMap((r) => r.routes.map((d) => [d.path, d])));
    const held = (path: string) => holdsAutomatic(routes.get(path));
    // the member centre (records, messages...), the wallet, the agent centre and the agent login
    expect(['/member', '/wallet', '/agentHome', '/agent'].map(held)).toEqual([true, true, true, true]);
    // the pages a player browses, and a page no remote declares (the shell's own, or not found)
    expect(['/', '/rng', '/sports', '/promotions', '/pointMall', '/nowhere'].map(held)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
