// Preloaded (node --import) into the Node programs a page's shell blocks start, such as `npx tsx listRooms.ts`:
// reports each fetch in the line curl's write-out gives, so the page's TypeScript calls are held to the contract
// like its curl calls.
const fetchOriginal = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const response = await fetchOriginal(input, init);
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const url = request?.url ?? String(input);
  process.stderr.write(`CALL ${response.status} ${method} ${url} ${response.headers.get('sl-violations') ?? ''}\n`);
  return response;
};
