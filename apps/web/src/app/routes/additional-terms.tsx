import { Markdown } from '../../components/markdown';
import { PageShell } from '../../components/page-shell';

const additionalTerms = `
These terms add to the user agreement that every member accepts when registering.

# Data protection

Providers must have a lawful basis for sharing any personal data a feed contains, and must describe
it in the feed's legal section. Consumers may process such data only for the purpose the provider's
policy allows. Where a provider anonymises consumers in its views, the marketplace shows
"Suppressed" in place of the consumer organisation's name.

# Acceptable use

- Do not upload malware, or content you are not entitled to share.
- Do not try to reach feeds, accounts or data you have not been granted.
- Do not overload the service: automated clients must respect rate limits and the \`Retry-After\`
  header of a 429 answer.

# Availability

We aim to keep the marketplace available at all times but do not guarantee uninterrupted service.
Planned maintenance is announced on the help pages in advance.

# Legal review

A provider may require legal review before a feed is published or before access is granted.
Reviews are carried out by the provider's legal reviewers or by the marketplace supervisors; their
notes are visible to the provider.

# Changes to these terms

We announce changes at least 30 days before they apply. Continuing to use the marketplace after
that date means accepting the changed terms.

# Governing law

These terms are governed by the law of the operator's place of business, and its courts have
jurisdiction over any dispute that cannot be settled amicably.
`;

/** /additionalTerms */
export function AdditionalTermsRoute() {
  return (
    <PageShell
      title="Additional terms"
      eyebrow="Terms"
      description="Further conditions for using the marketplace."
      size="md"
    >
      <Markdown source={additionalTerms} />
    </PageShell>
  );
}
