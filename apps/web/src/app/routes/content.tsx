import { useParams } from 'react-router';

import { ContentPageView } from '../../features/content/components/content-page-view';

/** /:group/:page?: a static content page from the content service. */
export function ContentRoute() {
  const { group = '', page } = useParams();
  return <ContentPageView key={`${group}/${page ?? ''}`} group={group} page={page} />;
}
