import type { FieldIssue } from '../../lib/http-error';
import type { createAccountsRepository } from './accounts.repository';

/** The ISIC codes that do not exist, as a field issue. */
export async function isicCodeIssues(
  repository: ReturnType<typeof createAccountsRepository>,
  codes: string[],
): Promise<FieldIssue[]> {
  const unknownCodes = await repository.unknownIsicCodes(codes);
  return unknownCodes.length ? [{ field: 'isicCode', message: `Unknown ISIC code ${unknownCodes.join(', ')}` }] : [];
}
