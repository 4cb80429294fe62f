/**
 * The Black Friday lead-capture banner (SPEC §2, §4, §5; issue #18): name, e-mail, 'Cadastrar',
 * the privacy-portal link, what the visitor agrees to, and a countdown in days, hours and minutes
 * (to the start before it, then to the end). 'Cadastrar' stays disabled until the name is not
 * empty and the e-mail is valid (the domain's rule: max 254, local part 64). States: default,
 * error ('Ops! Algo saiu errado. Tente novamente.') and confirmed ('Cadastro confirmado :)').
 */
import { useId, useState } from 'react';
import { campaignStatus } from '@adega/domain/promotions/campaign-status';
import {
  acceptsLeads,
  LEAD_CONSENT_TEXT,
  LEAD_NAME_MAX,
  leadCountdownTarget,
} from '@adega/domain/promotions/campaigns';
import { daysHoursMinutes } from '@adega/domain/pricing/countdown';
import { canSubmitLead, leadStatusText, type LeadStatus } from '@adega/domain/validation/lead';
import { request } from '../../lib/rpc';
import { EmailInput, PrivacyConsent } from '../../components/ui/contact-fields';
import type { CampaignView } from './campaign-view';
import './campaigns.css';

const pad = (n: number) => String(n).padStart(2, '0');

export function LeadCapture({ current, now }: { current: CampaignView; now: Date }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<LeadStatus>('default');
  const [sending, setSending] = useState(false);
  const { campaign, window } = current;
  if (!campaign.leadCapture || !acceptsLeads(campaignStatus(window, now))) return null;
  const left = daysHoursMinutes(leadCountdownTarget(window, now), now);
  const message = leadStatusText(status);
  const ready = canSubmitLead({ name, email }) && !sending;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitLead({ name, email })) return;
    setSending(true);
    try {
      await request('POST', '/api/v1/leads', {
        campaign: campaign.slug,
        name: name.trim(),
        email: email.trim(),
      });
      setStatus('confirmed');
    } catch {
      setStatus('error');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="lead-capture" aria-labelledby={`${id}-titulo`}>
      <div className="lead-capture__head row-between">
        <h2 id={`${id}-titulo`} className="lead-capture__title">
          Receba as ofertas da {campaign.name} em primeira mão
        </h2>
        <p className="lead-capture__countdown" role="timer" aria-live="off">
          <span className="visually-hidden">Faltam </span>
          <span>
            <strong>{pad(left.days)}</strong> dias
          </span>{' '}
          <span>
            <strong>{pad(left.hours)}</strong> horas
          </span>{' '}
          <span>
            <strong>{pad(left.minutes)}</strong> minutos
          </span>
        </p>
      </div>
      {status === 'confirmed' ? (
        <p className="lead-capture__status lead-capture__status--confirmed" role="status">
          {message}
        </p>
      ) : (
        <form className="lead-capture__form" onSubmit={(event) => void submit(event)} noValidate>
          <label className="lead-capture__field">
            <span>Nome</span>
            <input
              name="name"
              autoComplete="name"
              maxLength={LEAD_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <label className="lead-capture__field">
            <span>E-mail</span>
            <EmailInput value={email} onValue={setEmail} />
          </label>
          <button type="submit" className="button lead-capture__submit" disabled={!ready}>
            Cadastrar
          </button>
          <PrivacyConsent className="lead-capture__consent" text={LEAD_CONSENT_TEXT} />
          {status === 'error' ? (
            <p className="lead-capture__status lead-capture__status--error" role="alert">
              {message}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
