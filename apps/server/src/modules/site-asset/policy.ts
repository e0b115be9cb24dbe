import { Authority } from '@continuum/contracts';

/** A product's site assets are for its learners (and administrators). */
export function canReadSiteAssets(actor: { authorities: string[] }, enrolled: boolean): boolean {
  return enrolled || actor.authorities.includes(Authority.ADMIN);
}
