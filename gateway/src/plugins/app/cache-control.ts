import fp from 'fastify-plugin';

/**
 * Gateway answers are per member and per moment: never stored by a browser or a shared cache. A route
 * that sets its own policy (public art, the demo script) keeps it.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'cache-control' },
);
