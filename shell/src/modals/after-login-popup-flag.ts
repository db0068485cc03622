import { BehaviorSubject } from 'rxjs';

/**
 * Spec 4: after a normal login "user info is loaded and an after-login popup is flagged". The popup is the
 * shell's own (not a bus modal name), so the flag is a shell-local store the modal host reads.
 */
export const afterLoginPopup$ = new BehaviorSubject(false);
