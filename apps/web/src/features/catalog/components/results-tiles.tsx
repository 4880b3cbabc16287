import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { memo } from 'react';

import { DateText } from '../../../components/date-text';
import { joinValues, truncateText } from '../utils/text';
import classes from './catalog.module.css';
import { AlreadyAvailableBadge, FeedStatusBadge, FeedTypeBadge } from './feed-badges';
import { AddFeedButton, FeedLink } from './feed-actions';
import type { FeedItemProps, ResultsProps } from './results-list';

/**
 * One feed's card; memoised, so selecting a feed renders that card only. A page shows a hundred of
 * them at once, so a card is plain elements styled by the module, not a tree of layout components.
 */
const FeedTile = memo(function FeedTile({ feed, isSelected, onToggleSelect, onAdd, isPending }: FeedItemProps) {
  const place = joinValues(feed.columns.country);
  return (
    <div role="listitem" className={isSelected ? `${classes.tile} ${classes.tileSelected}` : classes.tile}>
      <div className={classes.tileTop}>
        <div className={classes.tileBadges}>
          <FeedTypeBadge type={feed.type} size="sm" />
          <FeedStatusBadge status={feed.status} size="sm" />
          {feed.alreadyAvailable && <AlreadyAvailableBadge size="sm" />}
        </div>
        <input
          type="checkbox"
          className={classes.checkbox}
          aria-label={`Select ${feed.meta.name}`}
          checked={isSelected}
          onChange={() => onToggleSelect(feed.id)}
        />
      </div>
      <FeedLink id={feed.id} className={`${classes.feedLink} ${classes.tileName}`}>
        {feed.meta.name}
      </FeedLink>
      <p className={classes.tileProvider}>
        {feed.orgName}
        {feed.sourceCatText ? ` · ${feed.sourceCatText}` : ''}
      </p>
      <p className={classes.tileDescription}>{feed.meta.description || 'No description.'}</p>
      <div className={classes.tileFacts}>
        {place && (
          <div title={place}>
            <IconMapPin size={14} aria-hidden />
            {truncateText(place).text}
          </div>
        )}
        <div>
          <IconCalendar size={14} aria-hidden />
          Created <DateText value={feed.createDate} />
        </div>
      </div>
      <div className={classes.tileActions}>
        <AddFeedButton name={feed.meta.name} onAdd={() => onAdd(feed)} isPending={isPending} />
      </div>
    </div>
  );
});

/** The tile view: a card per feed with its description and where it comes from. */
export const ResultsTiles = memo(function ResultsTiles({
  feeds,
  selected,
  onToggleSelect,
  onAdd,
  pendingIds,
}: ResultsProps) {
  return (
    <div className={classes.tiles} role="list" aria-label="Search results">
      {feeds.map((feed) => (
        <FeedTile
          key={feed.id}
          feed={feed}
          isSelected={selected.has(feed.id)}
          onToggleSelect={onToggleSelect}
          onAdd={onAdd}
          isPending={pendingIds.includes(feed.id)}
        />
      ))}
    </div>
  );
});
