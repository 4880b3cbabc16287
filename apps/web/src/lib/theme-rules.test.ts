import { describe, expect, it } from 'vitest';

import { messages } from '@feedmarket/contract/messages';
import { themes } from '@feedmarket/contract/domain/domain.schemas';

import { themeRules, wordingFor } from './theme-rules';

describe('theme rules', () => {
  it('calls the workspace a project in datathon and itsa only', () => {
    expect(wordingFor('basic')).toEqual({ workspace: 'workspace', Workspace: 'Workspace' });
    expect(wordingFor('dataportal')).toEqual({ workspace: 'workspace', Workspace: 'Workspace' });
    expect(wordingFor('datathon')).toEqual({ workspace: 'project', Workspace: 'Project' });
    expect(wordingFor('itsa')).toEqual({ workspace: 'project', Workspace: 'Project' });
  });

  it('blocks registration in datathon and dataportal', () => {
    const closed = themes.filter((theme) => !themeRules[theme].registrationOpen);
    expect(closed).toEqual(['datathon', 'dataportal']);
  });

  it('gives datathon its own login failure message', () => {
    expect(themeRules.datathon.loginFailureMessage).toBe(messages.loginFailedDatathon);
    for (const theme of ['basic', 'dataportal', 'itsa'] as const) {
      expect(themeRules[theme].loginFailureMessage).toBe(messages.loginFailed);
    }
  });

  it('opens the application overview from the logo in itsa only', () => {
    expect(themes.filter((theme) => themeRules[theme].logoOpensOverview)).toEqual(['itsa']);
  });
});
