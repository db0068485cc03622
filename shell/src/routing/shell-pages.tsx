import type { ComponentType } from 'react';
import type { RouteDecl } from '@jogo/shared/federation';
import { AnnouncePage, DownloadPage, FeedbackPage, HelpPage } from './lazy-pages';

/** A page the shell renders itself, declared once with its layout and access like a remote's route. */
export interface ShellPage extends RouteDecl {
  Page: ComponentType;
}

/** The shell's own pages (spec 2 "Other pages"). */
export const SHELL_PAGES: readonly ShellPage[] = [
  { path: '/help', layout: 'full', access: 'guest', Page: HelpPage },
  { path: '/announce', layout: 'full', access: 'guest', Page: AnnouncePage },
  { path: '/down', layout: 'full', access: 'guest', Page: DownloadPage },
  { path: '/feedback', layout: 'full', access: 'member', Page: FeedbackPage },
];
