import { BehaviorSubject } from 'rxjs';
import type { ConsolidatedFundsValue } from '@jogo/shared/api';

/**
 * Consolidated contract data (spec 4: fetched on login when AGENTPOLICY3 is on and the member is not trial).
 * Only the shell's contract dialog reads it, so it lives here rather than on the shared bus.
 */
export const consolidated$ = new BehaviorSubject<ConsolidatedFundsValue | null>(null);
