/**
 * What a customer pays a waiting order with (issue #14), on the confirmation page and in the
 * order's detail: the Pix (QR code, 'Pix Copia e Cola' with its copy button, the countdown to its
 * expiry) or the boleto (linha digitável with its copy button, barcode, due date, PDF), and in the
 * sandbox a clearly labelled button that makes the gateway pay it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { BoletoInstructionsDto, PixInstructionsDto } from '@adega/server/contract';
import { fromReais } from '@adega/domain/money';
import { CopyField } from '../../components/ui/copy-field';
import { Price } from '../../components/ui/price';
import { request, RequestError } from '../../lib/rpc';
import { formatCalendarDate } from './order-view';
import {
  PAYMENT_WAIT_TEXTS as T,
  countdown,
  countdownLabel,
  sandboxPaidPath,
  svgDataUrl,
  svgSize,
} from './payment-view';
import './payment.css';

/** The clock of the countdown: null until mounted (the server's render shows no time). */
function useNow(stepMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    // SPEC §9 "Countdown refresh 1 s".
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

function PixCountdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow();
  const left = now === null ? null : countdown(expiresAt, now);
  if (left?.expired) {
    return (
      <p className="pay-expired" role="alert" data-testid="pix-expired">
        {T.pixExpired}
      </p>
    );
  }
  return (
    <p className="pay-countdown">
      {T.pixExpiresIn}{' '}
      <time
        className="pay-countdown__time"
        dateTime={expiresAt}
        data-testid="pix-countdown"
        aria-label={left ? countdownLabel(left.remainingMs) : undefined}
      >
        {left ? left.text : '--:--'}
      </time>
    </p>
  );
}

function SvgImage({ svg, alt, className }: { svg: string; alt: string; className: string }) {
  const size = svgSize(svg);
  return (
    <img
      className={className}
      src={svgDataUrl(svg)}
      alt={alt}
      {...(size ? { width: size.width, height: size.height } : {})}
      decoding="async"
    />
  );
}

/** 'Simular pagamento (ambiente de testes)': POST `${sandboxControl}/paid` with the CSRF header. */
function SandboxPay({ control, onPaid }: { control: string; onPaid: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      await request('POST', sandboxPaidPath(control), {});
      onPaid();
    } catch (failure) {
      setError(failure instanceof RequestError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pay-sandbox">
      <p className="pay-sandbox__note">{T.sandboxNote}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => void pay()}
      >
        {busy ? T.sandboxPaying : T.sandboxPay}
      </button>
      {error ? (
        <p className="pay-sandbox__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type HeadingLevel = 2 | 3;

interface PanelProps {
  onPaid: () => void;
  /** The heading level of the panel's title in the page (3 inside my account's order). */
  level?: HeadingLevel;
}

/** A payment panel (Pix or boleto): its title, its body, the waiting note and the sandbox's pay. */
function PaymentPanel({
  kind,
  title,
  sandboxControl,
  onPaid,
  level = 2,
  children,
}: PanelProps & {
  kind: 'pix' | 'boleto';
  title: string;
  sandboxControl: string | null;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="ord-card pay-panel" aria-labelledby={`pagar-${kind}`} data-testid={kind}>
      <Heading id={`pagar-${kind}`} className="ord-card__title">
        {title}
      </Heading>
      {children}
      <p className="pay-note">{T.waitingNote}</p>
      {sandboxControl ? <SandboxPay control={sandboxControl} onPaid={onPaid} /> : null}
    </section>
  );
}

export function PixInstructions({ pix, ...panel }: PanelProps & { pix: PixInstructionsDto }) {
  return (
    <PaymentPanel kind="pix" title={T.pixTitle} sandboxControl={pix.sandboxControl} {...panel}>
      <div className="pay-panel__body">
        <div className="pay-panel__code">
          <SvgImage svg={pix.qrCodeSvg} alt={T.pixQrAlt} className="pay-qr" />
        </div>
        <div className="pay-panel__text">
          <p className="pay-amount">
            {T.amount}: <Price centavos={fromReais(pix.amount)} />
          </p>
          <PixCountdown expiresAt={pix.expiresAt} />
          <p className="pay-steps">{T.pixSteps}</p>
          <CopyField id="pix-copia-e-cola" label={T.pixCode} value={pix.brCode} rows={4} />
        </div>
      </div>
    </PaymentPanel>
  );
}

export function BoletoInstructions({
  boleto,
  ...panel
}: PanelProps & { boleto: BoletoInstructionsDto }) {
  return (
    <PaymentPanel
      kind="boleto"
      title={T.boletoTitle}
      sandboxControl={boleto.sandboxControl}
      {...panel}
    >
      <dl className="pay-facts">
        <div>
          <dt>{T.amount}</dt>
          <dd>
            <Price centavos={fromReais(boleto.amount)} />
          </dd>
        </div>
        <div>
          <dt>{T.boletoDue}</dt>
          <dd>
            <time dateTime={boleto.dueDate} data-testid="boleto-due">
              {formatCalendarDate(boleto.dueDate)}
            </time>
          </dd>
        </div>
      </dl>
      <p className="pay-steps">{T.boletoSteps}</p>
      <CopyField
        id="boleto-linha"
        label={T.boletoLine}
        value={boleto.digitableLine}
        display={boleto.formattedLine}
        rows={1}
      />
      <div className="pay-barcode-box">
        <SvgImage svg={boleto.barcodeSvg} alt={T.boletoBarcodeAlt} className="pay-barcode" />
      </div>
      <a
        className="button pay-pdf"
        href={boleto.pdfUrl}
        target="_blank"
        rel="noopener"
        data-testid="boleto-pdf"
      >
        {T.boletoPdf}
      </a>
    </PaymentPanel>
  );
}

/** The Pix or the boleto of a waiting order; nothing when it has neither. */
export function PaymentInstructions({
  payment,
  onPaid,
  level = 2,
}: {
  payment: { pix: PixInstructionsDto | null; boleto: BoletoInstructionsDto | null };
  onPaid: () => void;
  level?: HeadingLevel;
}) {
  if (payment.pix) return <PixInstructions pix={payment.pix} onPaid={onPaid} level={level} />;
  if (payment.boleto) {
    return <BoletoInstructions boleto={payment.boleto} onPaid={onPaid} level={level} />;
  }
  return null;
}
