import { useEffect, useState, type ComponentType } from 'react';
import { control, usePoll } from './api';
import { Carts } from './views/Carts';
import { Catalogue } from './views/Catalogue';
import { Faults } from './views/Faults';
import { Members } from './views/Members';
import { Outbox } from './views/Outbox';
import { Requests } from './views/Requests';
import { ServicePlugins } from './views/ServicePlugins';
import { Webhooks } from './views/Webhooks';

const VIEWS: Record<string, [string, ComponentType]> = {
  requests: ['Requests', Requests],
  carts: ['Carts', Carts],
  catalogue: ['Catalogue', Catalogue],
  members: ['Members', Members],
  outbox: ['Outbox', Outbox],
  webhooks: ['Webhooks', Webhooks],
  'service-plugins': ['Service plugins', ServicePlugins],
  faults: ['Faults & clock', Faults],
};

const viewOf = () => (location.hash.slice(1) in VIEWS ? location.hash.slice(1) : 'requests');

export function App() {
  const [view, setView] = useState(viewOf);
  const [resets, setResets] = useState(0);
  useEffect(() => {
    const onHash = () => setView(viewOf());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const reset = () => {
    if (confirm('Reset the emulator to its seed? Carts, members, tokens, the log and the outbox are lost.')) {
      void control('reset', 'POST').then(() => setResets((n) => n + 1));
    }
  };
  const [config] = usePoll<{ catalog: 'v1' | 'v3' }>('config', 60_000);
  const [, View] = VIEWS[view]!;
  return (
    <>
      <header>
        <h1>
          storefront-kit <span>emulator</span>
        </h1>
        {config && (
          <a className="pill catalog" href="#catalogue" title="The catalogue this store runs">
            <span className="wide">Catalog </span>
            {config.catalog.toUpperCase()}
          </a>
        )}
        <nav>
          {Object.entries(VIEWS).map(([id, [label]]) => (
            <a key={id} href={`#${id}`} aria-current={id === view ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </nav>
        <button className="danger" onClick={reset}>
          Reset to seed
        </button>
      </header>
      <main>
        <View key={`${view}-${resets}`} />
      </main>
    </>
  );
}
