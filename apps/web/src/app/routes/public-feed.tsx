import { useParams } from 'react-router';

import { PublicFeedPage } from '../../features/catalog/components/public-feed-page';

/** /public/:uid: the public page of one feed, no sign-in needed. */
export function PublicFeedRoute() {
  const { uid = '' } = useParams();
  return <PublicFeedPage key={uid} uid={uid} />;
}
