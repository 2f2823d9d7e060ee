/** Under a doc: "Edit this page" and "Last updated on <date> by <author>" (@theme/EditThisPage, @theme/LastUpdated). */
import type { RouteData } from '../../shared/types.ts';
import EditThisPage from '../EditThisPage/index.tsx';
import LastUpdated from '../LastUpdated/index.tsx';

export default function DocMeta({ data }: { data: RouteData }) {
  if (!data.editUrl && !data.lastUpdate) return null;
  const at = data.lastUpdate?.isoDate ? Date.parse(data.lastUpdate.isoDate) : undefined;
  return (
    <div className="doc-meta">
      {data.editUrl ? <EditThisPage editUrl={data.editUrl} /> : <span />}
      {data.lastUpdate && <LastUpdated lastUpdatedAt={at} lastUpdatedBy={data.lastUpdate.by} />}
    </div>
  );
}
