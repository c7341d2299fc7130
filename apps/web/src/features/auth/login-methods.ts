import Multitenancy from 'supertokens-auth-react/recipe/multitenancy';
import { API_BASE } from '../../lib/api';

interface LoginMethodsBody {
  thirdParty?: { enabled?: boolean; providers?: { id: string; name: string }[] };
  firstFactors?: string[];
}

interface Answer {
  response: Response;
  body: LoginMethodsBody;
}

type MultitenancyFunctions = Parameters<
  NonNullable<NonNullable<NonNullable<Parameters<typeof Multitenancy.init>[0]>['override']>['functions']>
>[0];

/** The tenant's /loginmethods address for the page's query (`?tenantId=…`, as the SDK reads it). */
function tenantOf(search: string): string | undefined {
  return new URLSearchParams(search).get('tenantId')?.trim() || undefined;
}
const pathFor = (tenant: string | undefined) =>
  tenant && tenant !== 'public' ? `/auth/${encodeURIComponent(tenant)}/loginmethods` : '/auth/loginmethods';

/** One request per tenant per page load, its answer kept for the SDK (issue 25: it asked a second time). */
const asked = new Map<string, Promise<Answer | undefined>>();

/**
 * Asks for the tenant's login methods once, as early as the sign-in page's code runs: the answer decides
 * whether the social buttons' code is loaded, and it is the one the SDK reads before it draws its form.
 */
export function askLoginMethods(search: string): Promise<Answer | undefined> {
  const path = pathFor(tenantOf(search));
  let answer = asked.get(path);
  if (!answer) {
    answer = fetch(API_BASE + path, { credentials: 'include' }).then(
      async (response) =>
        response.ok ? { response, body: (await response.clone().json()) as LoginMethodsBody } : undefined,
      () => undefined,
    );
    asked.set(path, answer);
  }
  return answer;
}

/**
 * Whether the sign-in page shows social buttons (only then are the ThirdParty recipe and its UI loaded).
 * Unknown (an error, an unexpected answer) counts as offered, so the buttons are never lost.
 */
export async function socialOffered(search: string): Promise<boolean> {
  const answer = await askLoginMethods(search);
  const body = answer?.body;
  if (!body || !Array.isArray(body.firstFactors)) return true;
  const providers = body.thirdParty?.enabled ? (body.thirdParty.providers ?? []) : [];
  return providers.length > 0 || body.firstFactors.includes('thirdparty');
}

/**
 * The SDK's Multitenancy recipe, reading the answer already asked for (once; afterwards, or for another tenant
 * or an answer it could not use, it asks the server itself as usual).
 */
export function multitenancyFromAnswer() {
  return Multitenancy.init({
    override: {
      functions: (original: MultitenancyFunctions): MultitenancyFunctions => ({
        ...original,
        getLoginMethods: async (input) => {
          const path = pathFor(input.tenantId);
          const answer = await asked.get(path);
          asked.delete(path);
          const body = answer?.body;
          if (!answer || !body || !Array.isArray(body.firstFactors)) return original.getLoginMethods(input);
          const providers = body.thirdParty?.providers ?? [];
          return {
            status: 'OK',
            thirdParty: { providers },
            firstFactors: body.firstFactors,
            fetchResponse: answer.response,
          };
        },
      }),
    },
  });
}
