import { messages } from '../messages';
import {
  feedSteps,
  locationSubTypes,
  type FeedStep,
  type TFeedInput,
  type TGroupInput,
  type GroupStep,
  type TStepIssue,
} from '../catalog/metadata.schemas';
import { hasLocationPointCount, isValidFeedDescription, isValidFeedName, isValidUniqueId } from './feed-rules';

export type StepIssues<S extends string> = Partial<Record<S, TStepIssue[]>>;

const fixedLocationType = 130;
const continuousType = 2;

/** Collects issues per step; `check` adds one when its condition fails. */
function collector<S extends string>() {
  const issues: StepIssues<S> = {};
  const add = (step: S, field: string, message: string) => (issues[step] ??= []).push({ field, message });
  return { issues, add };
}

function checkText(
  add: (field: string, message: string) => void,
  field: string,
  value: string | null | undefined,
  isValid: (value: string) => boolean,
) {
  if (!value) add(field, messages.required);
  else if (!isValid(value)) add(field, messages.invalid);
}

/** Rules of one location; shared by the metadata wizard's Geolocation step and the group wizard's Location step. */
function checkLocations<S extends string>(
  containers: TFeedInput['containers'],
  step: S,
  add: (step: S, field: string, message: string) => void,
) {
  if (!containers.length) add(step, 'containers', messages.locationRequired);
  containers.forEach((container, index) => {
    const at = `containers.${index}`;
    const { location } = container;
    if (!container.locationType) add(step, `${at}.locationType`, messages.required);
    if (!container.locationCategory) add(step, `${at}.locationCategory`, messages.required);
    if (container.locationType !== fixedLocationType) return;
    if (!location.countryId) add(step, `${at}.location.countryId`, messages.required);
    switch (container.locationSubType) {
      case locationSubTypes.address:
        if (!location.address) add(step, `${at}.location.address`, messages.required);
        if (!location.city) add(step, `${at}.location.city`, messages.required);
        break;
      case locationSubTypes.point:
        if (location.latitude == null) add(step, `${at}.location.latitude`, messages.required);
        if (location.longitude == null) add(step, `${at}.location.longitude`, messages.required);
        break;
      case locationSubTypes.boundedBox:
        if (!hasLocationPointCount('boundedBox', location.latLonInfo))
          add(step, `${at}.location.latLonInfo`, messages.boundedBoxPoints);
        break;
      case locationSubTypes.polygon:
        if (!hasLocationPointCount('polygon', location.latLonInfo))
          add(step, `${at}.location.latLonInfo`, messages.polygonPoints);
        break;
      default:
        add(step, `${at}.locationSubType`, messages.required);
    }
  });
}

/**
 * The rules of every metadata wizard step. The wizard blocks Next on a step with issues; the server
 * runs the same rules on submit and returns the feed for review (status 5) with them.
 */
export function validateFeedSteps(feed: TFeedInput): StepIssues<FeedStep> {
  const { issues, add } = collector<FeedStep>();
  const on = (step: FeedStep) => (field: string, message: string) => add(step, field, message);

  const describe = on('describe');
  checkText(describe, 'meta.name', feed.meta.name, isValidFeedName);
  checkText(describe, 'meta.description', feed.meta.description, isValidFeedDescription);
  checkText(describe, 'identifier.extId', feed.identifier.extId, isValidUniqueId);
  if (!feed.categoryId) describe('categoryId', messages.required);
  if (!feed.isicCodes.length) describe('isicCodes', messages.required);

  if (feed.typeId === continuousType) {
    if (!feed.updateIntervalType) add('continuous', 'updateIntervalType', messages.required);
  }

  if (!feed.ownership.originators.length) add('ownership', 'ownership.originators', messages.originatorRequired);
  if (!feed.ownership.owners.length) add('ownership', 'ownership.owners', messages.ownerRequired);

  if (!feed.sourceCategoryId) add('source', 'sourceCategoryId', messages.required);
  feed.dataset.forEach((dataset, index) => {
    if (!dataset.sensorInfo.sourceNameId) add('source', `dataset.${index}.sensorInfo.sourceNameId`, messages.required);
    if (!dataset.sensorInfo.sourceTypeId) add('source', `dataset.${index}.sensorInfo.sourceTypeId`, messages.required);
    if (!dataset.schemaInfo.format) add('schema', `dataset.${index}.schemaInfo.format`, messages.required);
    if (!dataset.schemaInfo.type) add('schema', `dataset.${index}.schemaInfo.type`, messages.required);
    if (!dataset.sensorInfo.type) add('datasets', `dataset.${index}.sensorInfo.type`, messages.required);
  });
  if (!feed.dataset.length) add('datasets', 'dataset', messages.datasetRequired);

  checkLocations(feed.containers, 'geolocation', add);

  if (!feed.environment.environmentInfos.length) add('environment', 'environment.environmentInfos', messages.required);

  if (!feed.legal.licence) add('legal', 'legal.licence', messages.required);

  return issues;
}

/** The rules of the group wizard's steps. */
export function validateGroupSteps(group: TGroupInput & { mainId: number | null }): StepIssues<GroupStep> {
  const { issues, add } = collector<GroupStep>();
  if (!group.mainId) add('mainFeed', 'mainId', messages.required);
  const describe = (field: string, message: string) => add('describe', field, message);
  checkText(describe, 'meta.name', group.meta.name, isValidFeedName);
  checkText(describe, 'meta.description', group.meta.description, isValidFeedDescription);
  if (!group.cloneIds.length) add('feeds', 'cloneIds', messages.cloneRequired);
  checkLocations(group.containers, 'location', add);
  return issues;
}

/** True when no step has an issue. */
export function hasNoIssues(issues: StepIssues<string>): boolean {
  return Object.values(issues).every((list) => !list?.length);
}

/** Steps in wizard order that have issues. */
export function stepsWithIssues(issues: StepIssues<FeedStep>): FeedStep[] {
  return feedSteps.filter((step) => issues[step]?.length);
}
