/** The member user agreement shown from registration. */
export const userAgreementText = `
# 1. Who may register

An organisation registers through one person who is authorised to act for it. That person becomes the
first administrator of the organisation's account and may invite further users.

# 2. Your account

- Keep passwords private; every action taken with your credentials counts as your organisation's action.
- Keep your organisation's details (name, address, industry codes) accurate; providers rely on them when
  they decide who may access their feeds.
- Tell us at once if you suspect someone else is using your account.

# 3. Using feeds

- You may use a feed only within the access the provider granted and the policy and price that applied
  when access was granted.
- Access can end when a provider changes its policy; feeds you can no longer use leave your workspace
  and you are notified.
- Do not try to re-identify people in data that a provider has anonymised.

# 4. Publishing feeds

- You may publish only data you have the right to share, described truthfully.
- You decide who may access your feeds through policies, and at what price through pricing
  configurations. The marketplace fee is described in the [payment policy](/paymentPolicy).

# 5. Ending the agreement

Either side may end this agreement. Access you paid for remains usable until the end of the period
it covers, unless the provider withdraws the feed for legal reasons.

# 6. More terms

The [additional terms](/additionalTerms) and the [payment policy](/paymentPolicy) form part of this
agreement.
`;
