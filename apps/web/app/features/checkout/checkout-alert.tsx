/** A step's error in the checkout (the server's pt-BR message), or nothing without one. */
export function CheckoutAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="co-alert" role="alert">
      {error}
    </p>
  );
}
