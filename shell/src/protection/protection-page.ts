/** The member centre's protection page (mf-member-centre `responsibleGaming`, issue 26): `/member?page=`. */
export const PROTECTION_PAGE = 'responsibleGaming';
