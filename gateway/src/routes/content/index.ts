import type { FastifyInstance } from 'fastify';
import announcementRoutes from './announcements';
import bannerRoutes from './banners';
import inboxRoutes from './inbox';
import chatRoutes from './chat';

/** Site content: announcements, banners, the inbox and the chat hosts, one file each. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(announcementRoutes);
  await app.register(bannerRoutes);
  await app.register(inboxRoutes);
  await app.register(chatRoutes);
}
