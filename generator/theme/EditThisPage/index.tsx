/** "Edit this page", a link to the page's source (Docusaurus's @theme/EditThisPage: `editUrl`), opened in a new tab. */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page edit-this-page">
      <span aria-hidden="true" className="edit-this-page__icon">
        ✎
      </span>
      Edit this page
    </a>
  );
}
