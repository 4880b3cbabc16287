import { modals } from '@mantine/modals';
import { useState } from 'react';

import { logoTooLargeMessage, maxLogoBytes } from '@feedmarket/contract/accounts/accounts.schemas';
import { messages } from '@feedmarket/contract/messages';

import { errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useAccount } from '../api/get-account';
import { useRemoveLogo } from '../api/remove-logo';
import { useUploadLogo } from '../api/upload-logo';

/** The Account tab's state: the account, its edit dialog, and the logo's upload and removal. */
export function useAccountTab(orgId: number) {
  const account = useAccount(orgId);
  const [isEditing, setEditing] = useState(false);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

  const uploadLogo = (file: File | null) => {
    if (!file) return;
    // The server checks again; saying so here spares sending a file it would refuse.
    if (file.size > maxLogoBytes) {
      showNotice({ tone: 'error', message: logoTooLargeMessage });
      return;
    }
    upload.mutate(
      { orgId, file },
      {
        onSuccess: () => showNotice({ tone: 'success', message: messages.logoUpdated }),
        onError: (error) => showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) }),
      },
    );
  };

  /** Removing the logo asks first, as every removal does. */
  const removeLogo = () =>
    modals.openConfirmModal({
      title: 'Remove logo',
      size: 'sm',
      closeButtonProps: { 'aria-label': 'Close' },
      children: 'The account shows no logo until an administrator uploads another.',
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(orgId, {
          onSuccess: () => showNotice({ tone: 'success', message: messages.logoRemoved }),
          onError: (error) => showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) }),
        }),
    });

  return {
    account,
    isEditing,
    openEditor: () => setEditing(true),
    closeEditor: () => setEditing(false),
    uploadLogo,
    removeLogo,
    isLogoBusy: upload.isPending || remove.isPending,
  };
}
