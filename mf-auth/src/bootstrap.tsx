import { bus } from '@jogo/shared/bus';
import { mountStandalone } from '@jogo/shared/federation';
import { Button } from '@jogo/shared/ui';
import Remote from './remote';
import AuthModals from './modals';

// Standalone mount for `npm start -w @jogo/mf-auth`: the same providers the shell gives, the /agent page and
// buttons that open each dialog. Without the shell nobody turns `auth:logged-in` into a session, so this stand-in
// does the minimum (token on the bus) to let the flows finish.
bus.on('auth:logged-in', (e) =>
  bus.emit('session:changed', {
    ...bus.current('session:changed'),
    status: 'member',
    token: e.token,
    loginType: e.loginType,
  }),
);

function DevMenu() {
  return (
    <div style={{ display: 'flex', gap: 8, padding: 12, flexWrap: 'wrap' }}>
      {(['login', 'register', 'forgot', 'changePassword', 'afterRegister'] as const).map((name) => (
        <Button
          key={name}
          size="sm"
          variant="secondary"
          onClick={() => bus.emit('ui:modal-requested', { name })}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}

void mountStandalone(Remote, {
  basePath: '/agent',
  extra: (
    <>
      <DevMenu />
      <AuthModals initial={null} />
    </>
  ),
});
