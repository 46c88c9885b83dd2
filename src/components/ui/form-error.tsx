/**
 * A form's own error (not a field's): announced when it appears, nothing rendered without one.
 * Field messages belong in <Field error>.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
