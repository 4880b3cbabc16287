import { messages } from '@feedmarket/contract/messages';
import type { TTheme } from '@feedmarket/contract/domain/domain.schemas';

/** What each theme changes in wording and behaviour (consumer spec §1). */
export type ThemeRules = {
  /** Datathon and dataportal do not take new organisations. */
  registrationOpen: boolean;
  loginFailureMessage: string;
  /** Itsa opens the application overview from the logo; other themes go to the search page. */
  logoOpensOverview: boolean;
  /** What the workspace is called. */
  workspaceNoun: 'workspace' | 'project';
};

export const themeRules: Record<TTheme, ThemeRules> = {
  basic: {
    registrationOpen: true,
    loginFailureMessage: messages.loginFailed,
    logoOpensOverview: false,
    workspaceNoun: 'workspace',
  },
  datathon: {
    registrationOpen: false,
    loginFailureMessage: messages.loginFailedDatathon,
    logoOpensOverview: false,
    workspaceNoun: 'project',
  },
  dataportal: {
    registrationOpen: false,
    loginFailureMessage: messages.loginFailed,
    logoOpensOverview: false,
    workspaceNoun: 'workspace',
  },
  itsa: {
    registrationOpen: true,
    loginFailureMessage: messages.loginFailed,
    logoOpensOverview: true,
    workspaceNoun: 'project',
  },
};

export type Wording = {
  /** Lower case, for sentences: "your workspace". */
  workspace: string;
  /** Capitalised, for titles and tabs: "Workspace". */
  Workspace: string;
};

export function wordingFor(theme: TTheme): Wording {
  const noun = themeRules[theme].workspaceNoun;
  return { workspace: noun, Workspace: noun.charAt(0).toUpperCase() + noun.slice(1) };
}
