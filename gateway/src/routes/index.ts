import type { FastifyInstance } from 'fastify';
import systemRoutes from './content/system';
import devRoutes from './dev';
import sessionRoutes from './identity/session';
import socialRoutes from './identity/social';
import memberRoutes from './identity/member';
import registrationRoutes from './identity/registration';
import verificationRoutes from './identity/verification';
import passwordRoutes from './identity/password';
import feedbackRoutes from './content/feedback';
import gamesRoutes from './play/games';
import lotteryRoutes from './play/lottery';
import walletRoutes from './money/wallet';
import contentRoutes from './content';
import promotionRoutes from './engagement/promotions';
import missionRoutes from './engagement/missions';
import pointRoutes from './engagement/points';
import rewardRoutes from './engagement/rewards';
import agentRoutes from './agent';
import inhouseRoutes from './play/inhouse';
import assetRoutes from './content/art';
import recordsRoutes from './play/records';
import customerServiceRoutes from './content/cs';
import walletDevRoutes from './money/dev';
import promotionDevRoutes from './engagement/promotions-dev';
import protectionRoutes from './identity/protection';
import vitalsRoutes from './site/vitals';

/** Every domain plugin, registered in one place. Add a domain here and nowhere else. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // (the app-wide hooks, market policy and login history, are plugins/app, registered by app.ts before this)
  await app.register(protectionRoutes);
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
