/** A labelled checkbox of a shop form. */
export function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const id = `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <div className="console-check">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
