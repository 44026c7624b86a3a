'use client';

import { useId } from 'react';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, value '' (no filter): "All libraries". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** One of the search dialog's filters: a labelled select whose first choice filters nothing. */
export function FilterSelect({ label, value, onChange, allLabel, options }: FilterSelectProps) {
  const id = useId();
  // Label and select stay together; the filters wrap as wholes on a phone.
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="rounded-control border border-border bg-bg px-2 py-1 text-fg">
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
