import { Overview } from '../features/overview/components/overview';

/** agentTeamOverview (the default agent page). */
export default function TeamOverview() {
  return <Overview />;
}
