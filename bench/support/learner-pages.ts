/** The four learner pages the Lighthouse benchmark measures, found through the API as the demo learner. */
export interface LearnerPages {
  /** The signed-in learner's cookies, as one Cookie header. */
  cookie: string;
  pages: { name: string; path: string; signedIn: boolean }[];
}

// The exam-prep demo product opens every node (PROGRESS_OPEN_ALL), so its first lesson and exam can be
// visited at once; the CE course would first ask for a start date and keep its units locked.
const PRODUCT_NAME = 'Real Estate Salesperson Exam Prep';

/** Cookies from Set-Cookie lines, merged into `jar`. */
function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

/** Signs the demo learner in through the API (XSRF token first, as the web app does) and finds the pages. */
export async function learnerPages(base: string, login: string, password: string): Promise<LearnerPages> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keepCookies(jar, await fetch(`${base}/api/account`));
  const signIn = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
    body: JSON.stringify({ username: login, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${login} failed: ${signIn.status} ${await signIn.text()}`);
  keepCookies(jar, signIn);

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers: { cookie: cookie() } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const products = await get<{ productName: string; learnerProductId: number }[]>('/api/user/products');
  const lpId = products.find((p) => p.productName === PRODUCT_NAME)?.learnerProductId;
  if (lpId === undefined) throw new Error(`the demo learner is not enrolled in ${PRODUCT_NAME}`);
  const meta = await get<{ nodes: { id: number; type: string }[] }>(`/api/product/${lpId}/meta`);
  const first = (type: string) => {
    const node = meta.nodes.find((n) => n.type === type);
    if (!node) throw new Error(`${PRODUCT_NAME} has no ${type} node`);
    return node.id;
  };
  return {
    cookie: cookie(),
    pages: [
      { name: 'login', path: '/login', signedIn: false },
      { name: 'course home', path: `/lp/${lpId}/home`, signedIn: true },
      { name: 'lesson', path: `/lp/${lpId}/lc/${first('LESSON')}`, signedIn: true },
      { name: 'exam intro', path: `/lp/${lpId}/lc/${first('EXAM')}`, signedIn: true },
    ],
  };
}
