/**
 * GET admin/manage/dump (ROLE_ADMIN): Node's diagnostic report (threads' stacks, heap, libuv handles, resource
 * usage), the "dump" of the spec in Node's terms. The environment variables and the command line are left out:
 * they hold the secrets the configuration masks.
 */
export function diagnosticReport(): Record<string, unknown> {
  const report = process.report.getReport() as unknown as Record<string, unknown>;
  const { environmentVariables: _env, ...rest } = report;
  const header = { ...(rest.header as Record<string, unknown>) };
  delete header.commandLine;
  return { ...rest, header };
}
