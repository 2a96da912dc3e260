/**
 * An operation's prefix among the exports of the build-time validators
 * module (`validators.ts` writes them, the try-it console reads them). An
 * export name must be an identifier. Browser-safe.
 */
export function validatorName(operationId: string): string {
  return operationId.replace(/\W/g, '_');
}
