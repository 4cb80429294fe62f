/** What a section shows while its data loads, or when loading failed (the server's message). */
import type { Remote } from './use-remote';

export function SectionStatus({
  state,
  reload,
  loadingText,
}: {
  state: Remote<unknown>;
  /** Loads again: the retry after a failure. */
  reload: () => Promise<void>;
  loadingText: string;
}) {
  if (state.status === 'loading') {
    return (
      <p className="acc-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {loadingText}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="acc-alert row-between" role="alert">
        <p>{state.error}</p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void reload()}
        >
          Tentar novamente
        </button>
      </div>
    );
  }
  return null;
}
