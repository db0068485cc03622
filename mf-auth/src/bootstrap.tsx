import { useEffect, useState } from 'react';
import { bus, type ModalRequest, type SessionState } from '@jogo/shared/bus';
import { mountStandalone } from '@jogo/shared/federation';
import { TEXTS } from './i18n';
import { Button } from '@jogo/shared/ui';
import Remote from './remote';
import AuthDialog from './modals';

// Standalone mount for `npm start -w @jogo/mf-auth`: the same providers the shell gives, the /agent page and
// buttons that open each dialog. Without the shell nobody owns `session:open`, so this stand-in does the minimum
// (token on the bus) to let the flows finish.
bus.handle('session:open', (e) => {
  const session: SessionState = {
    ...bus.current('session:changed'),
    status: 'member',
    token: e.token,
    loginType: e.loginType,
  };
  bus.emit('session:changed', session);
  return session;
});

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

/** Stands in for the shell's modal host: owns `ui:modal-requested` and shows the latest request. */
function StandaloneDialogs() {
  const [current, setCurrent] = useState<ModalRequest | null>(null);
  useEffect(
    () =>
      bus.handle('ui:modal-requested', (req) => {
        setCurrent(req);
        return { name: req.name, outcome: 'closed' as const };
      }),
    [],
  );
  if (!current) return null;
  return (
    <AuthDialog
      key={current.name}
      name={current.name}
      props={current.props ?? {}}
      onClose={() => setCurrent(null)}
      onOpen={(name, props) => setCurrent({ name: name as ModalRequest['name'], props })}
    />
  );
}

void mountStandalone(Remote, {
  name: 'mf_auth',
  texts: TEXTS,
  basePath: '/agent',
  extra: (
    <>
      <DevMenu />
      <StandaloneDialogs />
    </>
  ),
});
