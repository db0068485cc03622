import { TeamTree } from '../features/team/components/team-tree';

/** downlineManagmentView: the downline as a tree (spec 2 "team management"). */
export default function TeamManagement() {
  return <TeamTree />;
}
