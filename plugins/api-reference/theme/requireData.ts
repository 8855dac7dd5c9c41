/** The data the remark plugin injects; its absence means the component was used where the plugin does not run. */
export function requireData<T>(component: string, data: T | undefined): T {
  if (data === undefined) {
    throw new Error(
      `<${component}> has no resolved data: it only works in docs pages, where the api-reference remark plugin resolves it at build time`,
    );
  }
  return data;
}
