import { control, time, useAction, usePoll } from '../api';

interface Member {
  id: string;
  createdDate: string;
  email: { address: string; isVerified: boolean };
  status: { name: string; reasons: string[] };
}

const REASONS: Record<string, string> = {
  PENDING_EMAIL_VERIFICATION_REQUIRED: 'e-mail not verified',
  PENDING_ADMIN_APPROVAL_REQUIRED: 'waiting for owner approval',
};

/** Members and their state (`GET /__emulator/identity/members`), with owner approval. */
export function Members() {
  const [data, reload] = usePoll<{ members: Member[] }>('identity/members');
  const [error, run] = useAction(reload);
  return (
    <section>
      <div className="bar">
        <h2>Members</h2>
        <span className="pill">{data?.members.length ?? 0}</span>
      </div>
      {error && <p className="error">{error}</p>}
      <ul className="list">
        {data?.members.map((member) => (
          <li key={member.id}>
            <div>
              <b>{member.email.address}</b>
              <div className="muted">
                <code>{member.id}</code> · since {time(member.createdDate)}
              </div>
            </div>
            <span className={`pill ${member.status.name === 'ACTIVE' ? 'ok' : 'warn'}`}>
              {member.status.name === 'ACTIVE' ? 'active' : member.status.reasons.map((r) => REASONS[r] ?? r).join(', ')}
            </span>
            {member.status.reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED') && (
              <button onClick={() => run(() => control(`identity/members/${member.id}/approve`, 'POST'))}>Approve</button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
