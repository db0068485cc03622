import { useCallback, useEffect, useRef, useState } from 'react';
import type { Announcement } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
import { AnnouncementPopup } from './announcement-popup';
import {
  announcementState,
  executionsFor,
  fetchPopupNotices,
  markClosed,
  wasClosed,
} from './announcement-rules';

/**
 * Shows the announcement popup once per session per state (spec 4): on its own when the state (guest or logged
 * in) has no 'closed' marker yet, and whenever `ui:modal-requested` {name:'announcement'} asks. Reloads on a
 * login-state or language change.
 */
export function AnnouncementController() {
  const session = useSession();
  const language = useLanguage();
  const state = announcementState(session);
  const executions = executionsFor(session).join(',');
  const [visible, setVisible] = useState(false);
  const [explicit, setExplicit] = useState(false);
  const [loading, setLoading] = useState(false);
  const [notices, setNotices] = useState<Announcement[]>([]);
  const explicitRef = useRef(false);
  explicitRef.current = explicit;

  const load = useCallback(
    (show: boolean) => {
      let alive = true;
      setLoading(true);
      if (show) setVisible(true);
      fetchPopupNotices(executions.split(',') as ReturnType<typeof executionsFor>)
        .then((list) => {
          if (!alive) return;
          setNotices(list);
          setLoading(false);
          // nothing to announce: the automatic popup stays away, an explicit one shows its empty state
          if (list.length === 0 && !explicitRef.current) setVisible(false);
        })
        .catch(() => {
          if (!alive) return;
          setNotices([]);
          setLoading(false);
          if (!explicitRef.current) setVisible(false);
        });
      return () => {
        alive = false;
      };
    },
    [executions],
  );

  // the automatic showing, and the reload on login-state or language change
  useEffect(() => {
    if (explicitRef.current) return load(false);
    if (wasClosed(state)) {
      setVisible(false);
      return undefined;
    }
    // shown only once its notices are known, so an empty list never flashes a dialog
    let alive = true;
    setLoading(true);
    fetchPopupNotices(executions.split(',') as ReturnType<typeof executionsFor>)
      .then((list) => {
        if (!alive) return;
        setNotices(list);
        setLoading(false);
        setVisible(list.length > 0);
      })
      .catch(() => alive && (setLoading(false), setVisible(false)));
    return () => {
      alive = false;
    };
  }, [state, executions, language, load]);

  useEffect(
    () =>
      bus.on('ui:modal-requested', (req) => {
        if (req.name !== 'announcement') return;
        setExplicit(true);
        explicitRef.current = true;
        load(true);
      }),
    [load],
  );

  const close = useCallback(() => {
    markClosed(state);
    setVisible(false);
    setExplicit(false);
    bus.emit('ui:modal-closed', { name: 'announcement' });
  }, [state]);

  if (!visible) return null;
  return <AnnouncementPopup notices={notices} loading={loading} onClose={close} />;
}
