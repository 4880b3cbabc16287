import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

import { AppLogo } from '../../components/app-logo';
import { paths } from '../../config/paths';
import { useAppSettings, useThemeRules } from '../../lib/app-settings';
import { openDialog } from '../../lib/dialogs';

/** Logo and title. In the itsa theme it opens the application overview; elsewhere it goes home. */
export function Brand() {
  const { appTitle } = useAppSettings();
  const { logoOpensOverview } = useThemeRules();

  const content = <AppLogo height={34} />;

  if (logoOpensOverview) {
    return (
      <UnstyledButton onClick={() => openDialog('appOverview')} aria-label={`${appTitle}: application overview`}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton component={Link} to={paths.search.getHref()} aria-label={`${appTitle} home`}>
      {content}
    </UnstyledButton>
  );
}
