/** A form's submit button: disabled and relabelled while the submission is pending. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = 'button',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
