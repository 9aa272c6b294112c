import type { Auth } from '../../auth/auth';

type PathItem = Record<string, Record<string, unknown> | undefined>;
type AuthDocument = {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, unknown> };
  tags?: Array<{ name: string; description?: string }>;
};

const DOCS_URL = 'https://www.better-auth.com/docs';

/**
 * better-auth's endpoints as better-auth's own generator describes them, under our base path and
 * tags. The generator is called with our instance's context rather than enabled as a plugin,
 * which would also open its reference page (inline script and a CDN, refused by our CSP).
 */
export async function betterAuthPaths(auth: Auth, options: { basePath: string; skip: string[] }) {
  // Loaded with the first request for the document: a server nobody asks for it stays smaller.
  const { openAPI } = await import('better-auth/plugins/open-api');
  const generate = openAPI().endpoints.generateOpenAPISchema as unknown as (input: {
    context: unknown;
  }) => Promise<AuthDocument>;
  const generated = await generate({ context: await auth.$context });
  const skip = new Set(options.skip);
  const tagNames = new Set<string>();
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(generated.paths)) {
    if (skip.has(path)) continue;
    const operations: PathItem = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!operation) continue;
      const { security: _bearer, tags, ...rest } = operation;
      // better-auth lists a bearer scheme we do not enable; its endpoints read the session cookie.
      const tag = authTag((tags as string[] | undefined)?.at(-1) ?? 'Default');
      tagNames.add(tag);
      operations[method] = { ...rest, tags: [tag] };
    }
    paths[`${options.basePath}${path}`] = operations;
  }
  const tags = [...tagNames].sort().map((name) => ({
    name,
    description: `better-auth’s endpoints, described by better-auth (errors answer better-auth’s \`{code, message}\`; our gateway’s refusals, such as RATE_LIMITED, answer our Error shape). See ${DOCS_URL}.`,
  }));
  return { paths, schemas: generated.components.schemas, tags };
}

function authTag(name: string) {
  return name === 'Default' ? 'Auth' : `Auth: ${name}`;
}
