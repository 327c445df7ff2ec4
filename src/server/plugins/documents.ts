import fp from 'fastify-plugin';
import { createRenderer, type Renderer } from '../documents/renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes PDF and XLSX documents off the server's thread. */
    renderer: Renderer;
  }
}

export const documentsPlugin = fp(
  async (app) => {
    const renderer = createRenderer();
    app.decorate('renderer', renderer);
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'documents' },
);
