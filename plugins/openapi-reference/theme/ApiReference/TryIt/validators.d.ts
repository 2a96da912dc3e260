// The build-time validator modules the plugin writes with createData (see validators.ts).
declare module '@generated/rook-openapi-reference/default/validators.js' {
  const validators: Record<
    string,
    ((data: unknown) => boolean) & {errors?: {instancePath: string; message?: string; params: Record<string, unknown>}[] | null}
  >;
  export = validators;
}
declare module '@generated/rook-openapi-reference-sandbox/default/validators.js' {
  const validators: Record<
    string,
    ((data: unknown) => boolean) & {errors?: {instancePath: string; message?: string; params: Record<string, unknown>}[] | null}
  >;
  export = validators;
}
