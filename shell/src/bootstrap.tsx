import { createRoot } from 'react-dom/client';
import { BRAND, createApiClient, setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { registerRegistry } from '@jogo/shared/federation';
import { App } from './app';
import { loadRegistry } from './routing/load-registry';
import './styles/tokens.css';

async function start() {
  const registry = await loadRegistry();
  registerRegistry(registry);
  setApiClient(
    createApiClient({
      merchant: BRAND.merchant,
      getLanguage: () => bus.current('language:changed'),
      getToken: () => bus.current('session:changed').token,
    }),
  );
  createRoot(document.getElementById('root')!).render(<App registry={registry} />);
}

void start();
