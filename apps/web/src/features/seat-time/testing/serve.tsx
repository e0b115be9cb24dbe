import { useParams } from 'react-router';
import { useSeatTimeNode } from '@/features/seat-time/public/use-seat-time-node';
import { paths } from '@/shared/paths';
import { learnerAccount } from '@/test/accounts';
import { jsonResponse, mockFetch } from '@/test/render';
import { SeatTimeLayout } from '../components/seat-time-layout';

const account = learnerAccount;

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

interface ServeOptions {
  rules?: Record<string, string>;
  /** The reply to POST api/tot/update (default: no max time). */
  update?: () => Response;
}

/**
 * A fake server for the seat-time tracker: the signed-in learner, learner product 7 with `rules`, and the
 * api/tot calls (start answers timeOnTaskId = 900 + the node id). Returns every call made, in order.
 */
export function serveSeatTime({ rules = {}, update }: ServeOptions = {}): Call[] {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    switch (url.pathname) {
      case '/api/account':
        return jsonResponse(200, account);
      case '/api/product/7':
        return jsonResponse(200, { id: 7, courseTitle: 'Agency Basics', accountSiteUrl: null, rules });
      case '/api/tot/start':
        return jsonResponse(200, { timeOnTaskId: 900 + Number(body?.learningComponentId) });
      case '/api/tot/update':
        return update ? update() : jsonResponse(200, { maxTimeHit: false, popUpMessage: null });
      case '/api/tot/lesson':
      case '/api/tot/idle/7':
        return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return calls;
}

export const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

/** An lc page as the course feature declares it: "Node {nodeId}", with the lesson audit on leaving. */
function LcTestPage() {
  const nodeId = Number(useParams().nodeId);
  useSeatTimeNode(7, { id: nodeId, title: `Node ${nodeId}` }, { lessonAudit: true });
  return <h1>{`Node ${nodeId}`}</h1>;
}

function HomeTestPage() {
  useSeatTimeNode(7, { id: 1, title: 'Agency Basics' }, { lessonAudit: false });
  return <h1>Course home</h1>;
}

/** The product pages under the seat-time layout, and the logout page outside it. */
export const seatTimeRoutes = [
  {
    element: <SeatTimeLayout />,
    children: [
      { path: paths.productHome.path, element: <HomeTestPage /> },
      { path: paths.lc.path, element: <LcTestPage /> },
    ],
  },
  { path: paths.logout.path, element: <h1>Logging out</h1> },
];
