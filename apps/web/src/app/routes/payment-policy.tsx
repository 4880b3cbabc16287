import { Markdown } from '../../components/markdown';
import { PageShell } from '../../components/page-shell';

const paymentPolicy = `
# Who pays whom

A consumer pays for access to a feed; the provider of the feed receives the payment, less the
marketplace fee. Every charge appears twice in the dashboards' finance view: as an outbound
transaction for the consumer and as an inbound transaction for the provider.

# How feeds are priced

Each feed follows the provider's active pricing configuration at the moment access is granted:

- **Free**: no charge at all.
- **Per feed**: one price for access to the feed.
- **By volume**: a price for a set number of downloads; further downloads start a new charge.
- **By duration**: a price for a number of months, after which access must be renewed to continue.

The price and currency are shown before you lock a feed in your workspace. Locking asks for your
confirmation because it is a request for access that may be charged.

# When you are charged

You are charged when access is granted, not when you request it. If the provider's policy needs a
review, no charge is made until the provider approves. A refused request is never charged.

# Marketplace fee

The marketplace keeps a fee of 10 % of each charge unless the pricing configuration is marked as
fee-free. The fee is shown on the provider's inbound transactions.

# Refunds

Access that has been granted and used is not refunded. If a provider withdraws a feed or changes its
policy so that your granted access ends before the period you paid for, contact us through the help
pages and we will refund the unused part.

# Disputes

Raise a dispute within 30 days of the transaction through the help pages, quoting the transaction
shown in your finance view. We answer within ten working days.
`;

/** /paymentPolicy */
export function PaymentPolicyRoute() {
  return (
    <PageShell
      title="Payment policy"
      eyebrow="Terms"
      description="How prices, charges, fees and refunds work."
      size="md"
    >
      <Markdown source={paymentPolicy} />
    </PageShell>
  );
}
