/**
 * The edit link and last update under a page, side by side (Docusaurus's @theme/EditMetaRow): `editUrl`,
 * `lastUpdatedAt` (milliseconds), `lastUpdatedBy`, and the row's `className`.
 */
import EditThisPage from '../EditThisPage/index.tsx';
import LastUpdated from '../LastUpdated/index.tsx';

export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  return (
    <div className={className ? `edit-meta-row ${className}` : 'edit-meta-row'}>
      <div className="edit-meta-row__edit">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      <div className="edit-meta-row__last-updated">{(lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}</div>
    </div>
  );
}
