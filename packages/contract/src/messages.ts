/**
 * Every message the product shows, spelled exactly as the specification spells it (typos included:
 * users and their documentation quote them). `{name}` marks a value filled by `formatMessage`.
 */
export const messages = {
  // Session and routing
  loginRequired: 'Please login to access !',
  supervisorOnly: "You dont't have permission to view this page",
  sessionExpired: 'Your session is now expired. You logged out!',
  loginFailed: 'Error: Invalid email or password',
  loginFailedDatathon: 'Notice: Challenge has concluded. Please submit your project for judging.',
  loginWelcome: 'Welcome {displayname}, your last activity {date}.',
  loggedOut: 'You logged out',

  // Accounts
  registrationFailed: 'Unable to create user {username}',
  resetRequested: 'Please check your e-mail: if the account exists, a link to reset the password is on its way.',
  genericError: 'Error occured!',
  passwordChangeFailed: 'An error occurred while changing password',
  passwordChanged: 'Your password has been successfully changed',
  memberAccountFailed: 'Unable to create Member Account.',
  emailInUse: 'The email address you specified is already in use',
  cannotDeactivateSelf: 'You cannot deactivate yourself',
  // The spec asks for these limits without spelling their messages.
  tooManyPasswordAttempts: 'Too many failed password attempts. Please try again in {minutes} min.',
  tooManyResetRequests: 'Too many password reset requests from your network. Please try again in {minutes} min.',
  usernameTaken: 'This username is already taken',
  cannotDeleteSelf: 'You cannot delete yourself',
  lastAdministrator:
    'Your organisation needs at least one active administrator: give another user an administrator role first',
  adminOnly: "Only your organisation's administrators can change this",
  roleRequiresAdmin: "Only your organisation's administrators can change roles",
  unknownRole: 'Unknown role {id}',
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoTooLarge: 'The logo may be at most {size}',
  userInvited: '{name} was added; an invitation to choose a password was sent to {email}',
  invitationNotSent: '{name} was added, but the invitation could not be sent: they can ask for a password reset',
  userUpdated: '{name} was updated',
  userActivated: '{name} is active',
  userDeactivated: '{name} was deactivated and signed out',
  userDeleted: '{name} was removed',
  accountUpdated: 'The account information was updated',
  logoUpdated: 'The logo was updated',
  logoRemoved: 'The logo was removed',

  // Supervisor. The spec asks for these confirmations without spelling them.
  memberAccountCreated: 'Member account {name} was created; an invitation to choose a password was sent to {email}',
  memberInvitationNotSent:
    'Member account {name} was created, but the invitation could not be sent: its administrator can ask for a password reset',
  memberEnabled: '{name} is enabled: its users can sign in and its feeds are back in search',
  memberDisabled: '{name} is disabled: its users were signed out and its feeds are hidden',
  cannotDisableOwnOrganization: 'You cannot disable your own organisation',

  // Requests
  requestFailed: 'Can not submit the form. {message}',
  // The spec asks for these without spelling their messages.
  criterionRequired: 'Add at least one criterion',
  tooManyDataRequests: 'Too many data requests from your network. Please try again in {minutes} min.',
  dataRequestSent: 'Thank you: your data request was sent. We will get back to you.',

  // Legal review (the spec names the actions without spelling their messages)
  legalNoteAdded: 'The note was added',
  legalReviewResolved: '{name} passed legal review',
  legalReviewCleared: '{name} was cleared and returned to its provider',
  legalReviewPending: 'The feed is waiting for legal review by its organisation.',

  // Content
  downloadFailed: 'Content Cannot Be Downloaded',
  previewFailed: 'Content Cannot Be Previewed',
  uploadFailed: 'File Cannot Be Uploaded',
  multiUploadFailed: 'An error occurred while uploading files',
  filesUploaded: 'Files uploaded successfully!',
  tooManyFiles: 'Please, choose less then 50 files.',
  // The spec shows a public preview without spelling what it says when a feed has no data yet.
  noPreviewData: 'This feed has no data to preview yet.',

  // Workspace
  partialLockFailed: 'Not all selected feed(s) have been successfully locked.',
  copied: '{name} Copied to Clipboard',
  workspaceAddedTitle: 'Success',
  workspaceAdded: 'You have successfully added the feed to your {workspace}',
  workspaceConflictTitle: 'Conflict',
  workspaceConflict: 'Entry for this feed already exists in your workspace',
  workspaceAddFailed: 'An error occurred while adding the feed to your workspace',
  // The spec asks every change to confirm itself without spelling these.
  accessGranted: 'Access to {name} was granted',
  accessGrantedCharged: 'Access to {name} was granted; {price} was charged',
  accessPending: 'Your request for {name} waits for its provider',
  accessRefused: 'Access to {name} was refused',
  feedsLocked: '{count} feed(s) were locked',
  lockFailed: '{name} could not be locked',
  workspaceFlagged: '{name} was flagged',
  workspaceUnflagged: 'The flag of {name} was taken off',
  workspaceNoteSaved: 'The note of {name} was saved',
  workspaceItemRemoved: '{name} was taken out of your {workspace}',

  // Finance (the spec asks for the export without spelling its failure)
  financeExportFailed: 'The table could not be exported',

  // Feeds
  cloneFailed: 'An error occurred while cloning metadata',
  removeFailed: 'An error occurred while removing metadata',
  statusChangeFailed: 'Can not change status. {message}',
  statusChangeError: 'An error occurred while setting status',
  groupSaveFailed: 'An error occurred while updating or creating Group Instance',
  savedAsDraft: 'The feed was saved as a draft',
  routedForValidation: 'The feed was routed for system validation',
  feedUpdated: 'The feed was updated',
  deactivateWarning: 'The feed will no longer be found by other members. You may edit it and submit it again.',
  // The spec asks for these checks without spelling their messages.
  boundedBoxPoints: 'A bounded box needs exactly 2 points',
  polygonPoints: 'A polygon needs exactly 5 points',
  originatorRequired: 'Add at least one originator',
  ownerRequired: 'Add at least one owner',
  datasetRequired: 'Add at least one dataset',
  locationRequired: 'Add at least one location',
  cloneRequired: 'Check at least one clone feed',
  chipsLimit: 'Choose at most {limit}',
  uniqueIdTaken: 'Another feed of your organisation already uses this unique id',

  // Policies and pricing
  policyActivateFailed: "Can't activate policy",
  policyChallengeFailed: "Can't challenge policy",
  policyNoteFailed: 'Can not update policy note',
  challengeRaised: 'Challenge was raised successfully',
  priceNoteFailed: 'Can not update, clone or delete price configuration note',
  priceStatusFailed: 'Can not set price configuration status',
  // The spec asks for these checks without spelling their messages.
  policyNeedsFeeds: 'Choose feeds or add metadata rules',
  priceNeedsFeeds: 'Choose at least one feed',
  policyLegalReviewPending: 'The policy is waiting for legal review by its organisation.',
  noRefusalToChallenge: 'Your organisation has no request this policy refused.',

  // Connectors
  connectorInvalid: 'Connector Configuration is Invalid',
  connectorValid: 'Valid',
  connectorRemoveFailed: 'An error occurred while removing connector',
  apiTokenFailed: 'An error occurred while updating API Token',

  // Notifications (the spec asks for these confirmations without spelling them)
  notificationCleared: 'The notification was cleared',
  notificationResolved: 'The notification was resolved',
  notificationClosed: 'The notification was closed',
  notificationNoteSaved: 'The note was saved',
  notificationSettingsSaved: 'Your notification settings were saved',
  notificationChangeFailed: 'The notification could not be changed',

  // Field validation
  required: 'This field is required',
  maxLength: 'Maximum length of the field is exceeded',
  invalid: 'The field is invalid',
  number: 'Please enter a number',
  // The spec asks for these checks without spelling their messages.
  passwordsDiffer: 'Password confirmation must equal the password',
  emailsDiffer: 'E-mail confirmation must equal the e-mail',
  emailRestricted: 'This e-mail address cannot be used for registration',
  agreementRequired: 'Please accept the user agreement',
  // Not in the spec: values no field can hold, refused by every schema of the contract.
  unstorableText: 'The field contains a character that cannot be stored (a NUL or an unpaired surrogate)',
  unknownDate: 'This date and time does not exist',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills the `{name}` placeholders of a catalogue message. */
export function formatMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
