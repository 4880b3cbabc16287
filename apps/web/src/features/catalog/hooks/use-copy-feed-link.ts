import { useCallback } from 'react';

import { formatMessage } from '@feedmarket/contract/messages';

import { paths } from '../../../config/paths';
import { showNotice } from '../../../lib/notify';
import { copyText } from '../utils/clipboard';

/** The address of a feed's public page, to share. */
export function publicFeedUrl(uid: string): string {
  return new URL(paths.publicFeed.getHref(uid), window.location.origin).toString();
}

/** Copies the public page address and says '{name} Copied to Clipboard' for 1.5 s. */
export function useCopyFeedLink() {
  return useCallback(async (feed: { uid: string; meta: { name: string } }) => {
    const copied = await copyText(publicFeedUrl(feed.uid));
    showNotice(
      copied
        ? { message: formatMessage('copied', { name: feed.meta.name }), tone: 'success', duration: 'copy' }
        : { message: `Copy this link: ${publicFeedUrl(feed.uid)}`, tone: 'info' },
    );
  }, []);
}
