'use client';
// A Peppol address (the electronic address e-invoices are delivered to): the scheme, chosen from the common ones
// by name and then every other code Peppol accepts, and the identifier within it. Used by the invoice's buyer and
// the customer forms; the values stay strings (both empty: no address) and the caller's schema checks them.
import { type ReactNode, useId } from 'react';
import { FieldMessages, controlClass } from '@/components/ui/field';
import { COMMON_PEPPOL_SCHEMES, PEPPOL_SCHEMES, type PeppolId, formatPeppolId, peppolIdOf } from '@/lib/domain/shared/peppol-id';

const OTHER_SCHEMES = PEPPOL_SCHEMES.filter((scheme) => !COMMON_PEPPOL_SCHEMES.some((common) => common.scheme === scheme));

/** "Belgian enterprise number (KBO/BCE)" for a common scheme; null for the others. */
export const peppolSchemeLabel = (scheme: string) => COMMON_PEPPOL_SCHEMES.find((common) => common.scheme === scheme)?.label ?? null;

/** The form's two strings as the API takes them: both empty → null. */
export const peppolIdBody = (scheme: string, id: string): PeppolId | null => (scheme.trim() === '' && id.trim() === '' ? null : { scheme: scheme.trim(), id: id.trim() });

/** The field of a schema's error path under `key` (buyerPeppolId.scheme → the scheme; the rest → the identifier). */
export function peppolFieldOfPath(path: string, key: string): 'peppolScheme' | 'peppolId' | null {
  if (path === `${key}.scheme`) return 'peppolScheme';
  return path === key || path.startsWith(`${key}.`) ? 'peppolId' : null;
}

/** A Peppol address as a person reads it: "0208:0403170701 (Belgian enterprise number (KBO/BCE))". */
export function PeppolIdText({ value }: { value: PeppolId }) {
  const label = peppolSchemeLabel(value.scheme);
  return (
    <>
      <span className="font-mono break-all">{formatPeppolId(value)}</span>
      {label ? <span className="text-slate-600"> · {label}</span> : null}
    </>
  );
}

export function PeppolIdField({
  scheme,
  id,
  vatNumber,
  errors,
  onSchemeChange,
  onIdChange,
  idFieldId,
  legend = 'Peppol address (optional)',
  className = '',
}: {
  scheme: string;
  id: string;
  /** The VAT number typed beside it: a Belgian one gives the address (0208) while both fields are empty. */
  vatNumber: string;
  errors: { scheme?: string; id?: string };
  onSchemeChange: (scheme: string) => void;
  onIdChange: (id: string) => void;
  /** The identifier input's id, for links that focus it. */
  idFieldId?: string;
  legend?: ReactNode;
  className?: string;
}) {
  const generated = useId();
  const schemeId = `${generated}-scheme`;
  const identifierId = idFieldId ?? `${generated}-id`;
  const hintId = `${generated}-hint`;
  const derived = scheme.trim() === '' && id.trim() === '' ? peppolIdOf(null, vatNumber.trim() || null) : null;
  const describedBy = (fieldId: string, error?: string) => [error ? `${fieldId}-error` : null, hintId].filter(Boolean).join(' ');
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="mb-2 text-xs text-slate-600">
        {derived ? (
          <>
            Empty: <span className="font-mono">{formatPeppolId(derived)}</span>, the enterprise number of the Belgian VAT number. Fill it in only to send elsewhere.
          </>
        ) : (
          'Where e-invoices go. A Belgian VAT number gives it automatically; for other business customers, ask for their scheme and identifier.'
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <label htmlFor={schemeId} className="mb-1 block text-sm font-medium text-slate-800">
            Peppol scheme
          </label>
          <select
            id={schemeId}
            className={controlClass}
            value={scheme}
            aria-invalid={errors.scheme ? true : undefined}
            aria-describedby={describedBy(schemeId, errors.scheme)}
            onChange={(event) => onSchemeChange(event.target.value)}
          >
            <option value="">No Peppol address</option>
            <optgroup label="Common">
              {COMMON_PEPPOL_SCHEMES.map((common) => (
                <option key={common.scheme} value={common.scheme}>
                  {common.scheme} · {common.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Other schemes">
              {OTHER_SCHEMES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </optgroup>
          </select>
          <FieldMessages id={schemeId} error={errors.scheme} />
        </div>
        <div className="min-w-0">
          <label htmlFor={identifierId} className="mb-1 block text-sm font-medium text-slate-800">
            Peppol identifier
          </label>
          <input
            id={identifierId}
            className={controlClass}
            value={id}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={describedBy(identifierId, errors.id)}
            onChange={(event) => onIdChange(event.target.value)}
          />
          <FieldMessages id={identifierId} error={errors.id} />
        </div>
      </div>
    </fieldset>
  );
}
