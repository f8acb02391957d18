import { useState } from 'react';
import { control, useAction, usePoll } from '../api';

interface Registration {
  id: string;
  componentType: string;
  url: string;
  appId?: string;
}

/** The service-plugin endpoints the emulator may call (`POST /__emulator/service-plugins/call` calls no other URL). */
export function ServicePlugins() {
  const [data, reload] = usePoll<{ servicePlugins: Registration[] }>('service-plugins');
  const [error, run] = useAction(reload);
  const [componentType, setComponentType] = useState('');
  const [url, setUrl] = useState('');
  const [appId, setAppId] = useState('');
  const register = () => run(() => control('service-plugins', 'POST', { componentType, url, ...(appId ? { appId } : {}) }).then(() => setUrl('')));
  return (
    <section>
      <h2>Service plugins</h2>
      <p className="muted">The emulator calls these endpoints only, one per component type (a new one replaces it).</p>
      {error && <p className="error">{error}</p>}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          register();
        }}
      >
        <input aria-label="component type" required placeholder="ecom.shippingRates" value={componentType} onChange={(e) => setComponentType(e.target.value)} />
        <input
          aria-label="service plugin URL"
          type="url"
          required
          placeholder="http://localhost:3000/plugins/shipping"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <input aria-label="app id" placeholder="app id (default: the client id)" value={appId} onChange={(e) => setAppId(e.target.value)} />
        <button>Register</button>
      </form>
      {data && data.servicePlugins.length === 0 && <p className="empty">No service plugins registered.</p>}
      <ul className="list">
        {data?.servicePlugins.map((plugin) => (
          <li key={plugin.id}>
            <div>
              <b>{plugin.componentType}</b> <code>{plugin.url}</code>
              {plugin.appId && <div className="muted">app {plugin.appId}</div>}
            </div>
            <button onClick={() => run(() => control(`service-plugins/${plugin.id}`, 'DELETE'))}>Remove</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
