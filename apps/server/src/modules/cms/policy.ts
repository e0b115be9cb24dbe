import { Authority } from '@continuum/contracts';

interface Holder {
  authorities: readonly string[];
}

/** Who edits blocks (000 §6, 002 §6): administrators and content editors. */
export const BLOCK_EDITORS = [Authority.ADMIN, Authority.CMS_EDITOR];

/** Administrators create blocks and change their keys; a key is where the app renders a block (decision 0079). */
export const canCreateBlock = (user: Holder): boolean => user.authorities.includes(Authority.ADMIN);
export const canChangeBlockKey = canCreateBlock;
/** Content editors (and administrators) edit an existing block's name, description and content. */
export const canEditBlock = (user: Holder): boolean => BLOCK_EDITORS.some((a) => user.authorities.includes(a));
