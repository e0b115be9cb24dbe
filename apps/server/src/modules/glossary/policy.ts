import { Authority } from '@continuum/contracts';

/** A product's glossary is for its learners (and administrators). */
export function canReadGlossary(actor: { authorities: string[] }, enrolled: boolean): boolean {
  return enrolled || actor.authorities.includes(Authority.ADMIN);
}
