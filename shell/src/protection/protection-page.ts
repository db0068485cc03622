/** The member centre's protection page (mf-member-centre `responsibleGaming`): `/member?page=`. */
export const PROTECTION_PAGE = 'responsibleGaming';
