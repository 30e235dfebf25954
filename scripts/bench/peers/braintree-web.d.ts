// The two braintree-web entry points the benchmark bundles (the package ships no types).
declare module 'braintree-web/client' {
  const client: { create(options: { authorization: string }): Promise<unknown> };
  export default client;
}
declare module 'braintree-web/hosted-fields' {
  const hostedFields: { create(options: { client: unknown; fields: Record<string, { selector: string }> }): Promise<unknown> };
  export default hostedFields;
}
