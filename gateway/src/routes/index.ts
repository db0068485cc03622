import type { FastifyInstance } from 'fastify';
import systemRoutes from './system';
import devRoutes from './dev';
import sessionRoutes from './session';
import socialRoutes from './session/social';
import memberRoutes from './member';
import registrationRoutes from './registration';
import verificationRoutes from './verification';
import passwordRoutes from './password';
import feedbackRoutes from './feedback';
import gamesRoutes from './games';
import lotteryRoutes from './lottery';
import walletRoutes from './wallet';
import contentRoutes from './content';
import promotionRoutes from './promotions';
import missionRoutes from './missions';
import pointRoutes from './points';
import rewardRoutes from './rewards';
import agentRoutes from './agent';
import inhouseRoutes from './inhouse';
import assetRoutes from './assets';
import recordsRoutes from './records';
import loginHistoryHook from './member/login-history';
import customerServiceRoutes from './cs';
import walletDevRoutes from './wallet/dev';
import promotionDevRoutes from './promotions/dev';
import marketPolicy from './protection/policy';
import protectionRoutes from './protection';
import vitalsRoutes from './vitals';

/** Every domain plugin, registered in one place. Add a domain here and nowhere else. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // app-wide hooks (before every domain): the market profile and the session rules of issue 26
  await app.register(marketPolicy);
  await app.register(protectionRoutes);
  // app-wide hook (before the login routes): records every successful login for the security centre
  await app.register(loginHistoryHook);
  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(socialRoutes);
  await app.register(memberRoutes);
  await app.register(registrationRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordRoutes);
  await app.register(feedbackRoutes);
  await app.register(gamesRoutes);
  await app.register(lotteryRoutes);
  await app.register(walletRoutes);
  await app.register(contentRoutes);
  await app.register(promotionRoutes);
  await app.register(missionRoutes);
  await app.register(pointRoutes);
  await app.register(rewardRoutes);
  await app.register(agentRoutes);
  await app.register(inhouseRoutes);
  await app.register(assetRoutes);
  await app.register(recordsRoutes);
  await app.register(customerServiceRoutes);
  await app.register(vitalsRoutes);
  if (app.gatewayOptions.mode === 'development') {
    // operator controls (/__dev): the general ones, then each domain's own
    await app.register(devRoutes);
    await app.register(walletDevRoutes);
    await app.register(promotionDevRoutes);
  }
}
