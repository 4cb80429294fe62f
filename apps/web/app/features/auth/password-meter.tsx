/**
 * SPEC §5 password score as the customer types: the percentage bar (a special character adds to
 * the percentage only) and which of the scored rules are met.
 */
import { passwordScore, PASSWORD_SPECIAL_CHARACTERS } from '@adega/domain/validation/password';
import { PASSWORD_RULES, strengthLabel } from './password-strength';

export function PasswordMeter({ id, password }: { id: string; password: string }) {
  const score = passwordScore(password);
  const label = strengthLabel(score);
  const level = Math.round(score.percentage / 20);
  return (
    <div className="password-meter" id={id}>
      <div className="password-meter__head">
        <span id={`${id}-rotulo`}>Força da senha</span>
        <span className="password-meter__value">
          {label} ({score.percentage}%)
        </span>
      </div>
      <div
        className={`password-meter__bar password-meter__bar--${level}`}
        role="meter"
        aria-labelledby={`${id}-rotulo`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score.percentage}
        aria-valuetext={`${label}, ${score.percentage}%`}
      >
        <span className="password-meter__fill" style={{ width: `${score.percentage}%` }} />
      </div>
      <ul className="password-meter__rules" aria-label="Requisitos da senha">
        {PASSWORD_RULES.map((rule) => {
          const met = score[rule.key];
          return (
            <li
              key={rule.key}
              className={`password-meter__rule${met ? ' password-meter__rule--met' : ''}`}
              data-met={met}
            >
              <span className="password-meter__mark" aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              {rule.label}
              <span className="visually-hidden">{met ? ': atendido' : ': pendente'}</span>
            </li>
          );
        })}
      </ul>
      <p className="password-meter__tip">
        Caracteres especiais ({PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')}) deixam a senha
        ainda mais forte.
      </p>
    </div>
  );
}
