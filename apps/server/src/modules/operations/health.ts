import type { AdminHealth } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { migrationStatus } from '../../platform/db/migrate.js';

const PROBE_KEY = 'health/probe.txt';

/**
 * GET admin/manage/health (ROLE_ADMIN): each real part asked, not assumed: the database answers, every migration
 * is applied, storage keeps and returns a probe object, the SMTP server answers. DOWN overall when any is DOWN;
 * mail without SMTP configured is NOT_CONFIGURED (messages are stored, not delivered) and does not count as down.
 */
export async function adminHealth(ctx: AppContext): Promise<AdminHealth> {
  const [db, migrations, storage, mail] = await Promise.all([
    ctx.database.ping().then((up) => ({ status: up ? 'UP' : 'DOWN', details: { kind: ctx.database.kind } }) as const),
    migrationStatus(ctx.database)
      .then(({ known, applied }) => ({ status: applied >= known ? 'UP' : 'DOWN', details: { known, applied } }) as const)
      .catch(() => ({ status: 'DOWN', details: {} }) as const),
    storageProbe(ctx),
    ctx.mailer.check().then((status) => ({ status, details: {} })),
  ]);
  const components = { db, migrations, storage, mail };
  const down = Object.values(components).some((c) => c.status === 'DOWN');
  return { status: down ? 'DOWN' : 'UP', components };
}

async function storageProbe(ctx: AppContext) {
  const details = { kind: ctx.storage.kind };
  try {
    const body = new TextEncoder().encode(ctx.clock.now().toISOString());
    await ctx.storage.put(PROBE_KEY, body, 'text/plain');
    const info = await ctx.storage.stat(PROBE_KEY);
    await ctx.storage.delete(PROBE_KEY);
    return { status: info?.size === body.length ? 'UP' : 'DOWN', details } as const;
  } catch {
    return { status: 'DOWN', details } as const;
  }
}
