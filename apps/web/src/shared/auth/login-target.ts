import { paths } from '../paths';

const KEY = 'continuum.loginTarget';

/**
 * Screens never returned to after sign-in: activate, login and register per spec 000 §2, and logout, which
 * would sign the user straight out again.
 */
const NOT_RETURNED_TO: string[] = [
  paths.activate.path,
  paths.login.path,
  paths.localLogin.path,
  paths.register.path,
  paths.logout.path,
];

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers where an unauthenticated user was going (kept per tab), for after sign-in. */
export function rememberLoginTarget(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    // Storage can be disabled; the user then lands home after sign-in.
  }
}

/**
 * Where to go after sign-in: the remembered target, or home when there is none or it was activate, login
 * or register. Reading does not consume it (React may render twice); clearLoginTarget does, once arrived.
 */
export function resolveLoginTarget(): string {
  const target = read();
  if (!target?.startsWith('/')) return paths.home.href();
  const pathname = target.split(/[?#]/)[0] ?? '';
  return NOT_RETURNED_TO.includes(pathname) ? paths.home.href() : target;
}

export function clearLoginTarget(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // ignored
  }
}

/** Login screens: reaching one while signed in means "continue to the target". */
export function isLoginPath(pathname: string): boolean {
  return pathname === paths.login.path || pathname === paths.localLogin.path;
}
