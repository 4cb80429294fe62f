/**
 * The corta-gotas (drop-stop) option of the WineBox (SPEC §4 "Drop-stop option: loading until the
 * response, then the cart's wantsDropStop updates", §2 corta-gotas modal and steps indicator, §8
 * drop-stop failure texts; §6: hidden in the outlet — the caller checks `showDropStop`).
 * The option's and the modal's wording is ours (the spec shows none).
 */
import { useState } from 'react';
import { DROP_STOP_FAILURE } from '@adega/domain/errors';
import { showToast } from '../../components/ui/toast-store';
import { useCartActions } from './cart-store';
import { Modal } from '../../components/ui/modal';
import { StepsIndicator } from './steps-indicator';

export const DROP_STOP_OPTION_LABEL = 'Quero receber um corta-gotas';
export const DROP_STOP_MODAL_TITLE = 'Corta-gotas';
export const DROP_STOP_STEPS = [
  'O corta-gotas é um disco fino e flexível que evita que o vinho escorra pela garrafa ao servir.',
  'Enrole o disco e encaixe no gargalo da garrafa aberta.',
  'Sirva normalmente: o vinho sai em um fio limpo, sem pingar na toalha.',
] as const;

export function DropStopOption({ wantsDropStop }: { wantsDropStop: boolean }) {
  const { setDropStop } = useCartActions();
  const [loading, setLoading] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [step, setStep] = useState(0);

  const toggle = (value: boolean) => {
    setLoading(true);
    setDropStop(value)
      .catch(() => {
        showToast({
          kind: 'error',
          title: DROP_STOP_FAILURE.title,
          text: DROP_STOP_FAILURE.message,
        });
      })
      .finally(() => setLoading(false));
  };
  const last = step === DROP_STOP_STEPS.length - 1;

  return (
    <div className="drop-stop" aria-busy={loading}>
      <label className="drop-stop__option">
        <input
          type="checkbox"
          role="switch"
          checked={wantsDropStop}
          disabled={loading}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>{DROP_STOP_OPTION_LABEL}</span>
        {loading ? <span className="cart-item__spinner spinner" aria-hidden="true" /> : null}
      </label>
      <button
        type="button"
        className="drop-stop__info link-button"
        onClick={() => {
          setStep(0);
          setModalOpen(true);
        }}
      >
        O que é?
      </button>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title={DROP_STOP_MODAL_TITLE}
        className="drop-stop-modal"
      >
        <StepsIndicator total={DROP_STOP_STEPS.length} current={step} />
        <p className="drop-stop-modal__text" aria-live="polite">
          {DROP_STOP_STEPS[step]}
        </p>
        <div className="cart-modal__buttons">
          <button
            type="button"
            className="button button--ghost"
            disabled={step === 0}
            onClick={() => setStep((s) => Math.max(0, s - 1))}
          >
            Voltar
          </button>
          <button
            type="button"
            className="button"
            onClick={() => (last ? setModalOpen(false) : setStep((s) => s + 1))}
          >
            {last ? 'Entendi' : 'Próximo'}
          </button>
        </div>
      </Modal>
    </div>
  );
}
